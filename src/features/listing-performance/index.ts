export { buildListingPerformance, SERIES_DAYS } from './daily-series';
export type { DayPoint, LeadStatus, ListingPerformance, MonthComparison } from './daily-series';
export { ListingPerformanceChart } from './lazy-performance-chart';
export { BoatPerformance } from './boat-performance';
