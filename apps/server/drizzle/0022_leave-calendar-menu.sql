-- The leave calendar's menu entry opens it inside the shell (the public route keeps its public layout);
-- menu seeds only add new codes, so installs seeded before this point are moved here.
UPDATE "sys_menu" SET "path" = '/staff/vacation/leaveCalendar' WHERE "code" = 'leave_calendar' AND "path" = '/staff/vacation/leaveCalendar/public';
