CREATE TABLE "flow_request_seq" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"prefix" varchar(8) NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flow_request_seq_tenant_id_prefix_year_pk" PRIMARY KEY("tenant_id","prefix","year")
);
--> statement-breakpoint
ALTER TABLE "base_template_form" ADD COLUMN "request_prefix" varchar(8);--> statement-breakpoint
ALTER TABLE "flow_instance" ADD COLUMN "request_no" varchar(32);--> statement-breakpoint
CREATE UNIQUE INDEX "flow_instance_request_no_uq" ON "flow_instance" USING btree ("tenant_id","request_no");--> statement-breakpoint
UPDATE "base_template_form" f SET "request_prefix" = p.prefix FROM (VALUES ('employment', 'EA'), ('leave', 'LV'), ('interview', 'IV'), ('positive', 'CF'), ('induction', 'IN'), ('departure', 'RS'), ('fire', 'DM'), ('cancelHoliday', 'CL'), ('muddleheaded', 'MC'), ('evection', 'BT'), ('reimbursement', 'RB'), ('loan', 'LN'), ('officeEquipment', 'EQ'), ('staffTraining', 'TR'), ('hrForm', 'HF'), ('interviewPass', 'IP'), ('interviewLeader', 'IL'), ('turnSiteApply', 'TS'), ('leaveJob', 'WRS'), ('transferDormitory', 'DT'), ('courseApplication', 'CA'), ('passportApplication', 'PP'), ('workerLeave', 'WLV'), ('workerForm', 'WRQ'), ('course', 'CO'), ('workerAccommodation', 'AC'), ('workerProcess', 'WP'), ('workerAdvance', 'SA'), ('salarySettlement', 'SS'), ('overtime', 'OT'), ('manualAttendance', 'MA')) AS p(process_key, prefix) WHERE f.process_key = p.process_key AND f.request_prefix IS NULL;--> statement-breakpoint
UPDATE "flow_instance" i SET "request_no" = n.prefix || '-' || n.yr || '-' || lpad(n.seq::text, 6, '0') FROM (
  SELECT i2.id, coalesce(f.request_prefix, 'REQ') AS prefix, extract(year FROM coalesce(i2.start_time, i2.create_time))::int AS yr,
    row_number() OVER (PARTITION BY i2.tenant_id, coalesce(f.request_prefix, 'REQ'), extract(year FROM coalesce(i2.start_time, i2.create_time)) ORDER BY coalesce(i2.start_time, i2.create_time), i2.id) AS seq
  FROM "flow_instance" i2 LEFT JOIN "base_template_form" f ON f.id = i2.form_id
  WHERE i2.process_instance_id IS NOT NULL
) n WHERE i.id = n.id;--> statement-breakpoint
INSERT INTO "flow_request_seq" ("tenant_id", "prefix", "year", "last_value")
  SELECT i.tenant_id, split_part(i.request_no, '-', 1), split_part(i.request_no, '-', 2)::int, max(split_part(i.request_no, '-', 3)::int)
  FROM "flow_instance" i WHERE i.request_no IS NOT NULL GROUP BY 1, 2, 3;
