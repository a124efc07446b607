export { formatDateRange, formatDay } from '#common/event-dates';
