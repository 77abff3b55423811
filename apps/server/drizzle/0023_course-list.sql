-- The course forms' "Course" choice reads the business dictionary `course` (seeded at boot); installs seeded
-- before this point pointed at a course route that never existed, so their fields are moved here.
UPDATE "base_template_field" SET "field_option" = '{"dicUrl":"/api/blade-system/dict-biz/dictionary?code=course","props":{"label":"dictValue","value":"dictKey"}}' WHERE "field_name" = 'courseId' AND "field_option" LIKE '%/api/mcc-worker/course/list%';
