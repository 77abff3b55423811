export default function AuditLogPage() { return <div>AuditLog</div>; }
