/** The permit and pass compliance centre (issue 11 section 4): document kinds and permission codes. */

/** The identity documents whose expiry is followed: the work permit and the passport. */
export const COMPLIANCE_DOCS = ['workPermit', 'passport'] as const;
export type ComplianceDoc = (typeof COMPLIANCE_DOCS)[number];

/** Days a work-permit holder has to declare a new address to MOM after moving in. */
export const DECLARE_WITHIN_DAYS = 5;

export const COMPLIANCE_PERMISSIONS = {
  /** Record a renewal of a worker's work permit or passport (a button of the worker menu). */
  renew: 'worker_doc_renew',
  /** The compliance centre's page: permits and passports expired and due, per project, team or dormitory. */
  centre: 'compliance_centre',
  declaration: { menu: 'address_declaration', view: 'address_declaration_view', declare: 'address_declaration_declare', export: 'address_declaration_export' },
} as const;

/** A row of a worker's renewal history. */
export interface DocumentRenewal {
  id: string;
  workerId: string;
  docType: ComplianceDoc;
  oldNumber: string | null;
  newNumber: string;
  oldExpiryDate: string | null;
  newExpiryDate: string;
  attachId: string | null;
  attachName: string | null;
  remark: string | null;
  createUser: string | null;
  createUserName: string | null;
  createTime: string;
}
