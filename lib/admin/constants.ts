// The superadmin pages' numbers and texts (spec 001 §5, §8, §9), apart from the schemas so a page that
// shows them loads no zod.

export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_DEBOUNCE_MS = 500;
export const PASSWORD_TOO_SHORT = "Password should be at least 8 characters long.";
export const PASSWORDS_DIFFER = "Passwords do not match";
export const PASSWORD_UPDATED = "Password Updated Successfully";
export const TOP_NETWORK_ADDED = "People added successfully";
export const REPORT_GENERATING = "Report is being generated";
export const REPORT_DOWNLOADED = "Report Downloaded";
/** The report's extra tag source (spec 001 §5): matches a segment whose ends are LinkedIn connections. */
export const LINKEDIN_SOURCE = "Linkedin";
export const REPORT_COMPANY_LIMIT = 5000;
/** GET v2/admin/logs: a user's recent activity, 20 a page by default. */
export const ACTIVITY_PAGE_SIZE = 20;
