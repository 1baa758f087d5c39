export { recordAudit, auditOf, type AuditTarget } from './audit.js';
