import { defineModule } from '../module.js';
import { calendarRoutes } from './calendar.routes.js';

/** Personal calendar feeds (iCalendar): each user's secret address, and the public feed it opens. */
export const calendarModule = defineModule({ name: 'calendar', routes: [calendarRoutes] });
