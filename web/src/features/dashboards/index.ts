/** Dashboards (spec 3 §2 "Dashboard", issue 37): the framed dashboards and the built-in Visitors one. */
export { DashboardPage } from './dashboard-page';
export { VisitorsDashboardPage } from './visitors/visitors-page';
