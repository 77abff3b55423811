import { defineModule } from '../module.js';
import { seedDemoOrganisationOnFirstBoot } from './demo-organisation.js';
import { seedDemoPeopleOnFirstBoot } from './demo-people.js';
import { seedDemoHousingOnFirstBoot } from './demo-housing.js';
import { seedDemoLeaveOnFirstBoot } from './demo-leave.js';
import { seedDemoBenefitOnFirstBoot } from './demo-benefit.js';
import { seedDemoComplianceOnFirstBoot } from './demo-compliance.js';
import { seedDemoAdminOnFirstBoot } from './demo-admin.js';
import { seedDemoSystemOnFirstBoot } from './demo-system.js';
import { seedDemoFeedsOnFirstBoot } from './demo-feeds.js';
import { seedDemoDashboardOnFirstBoot } from './demo-dashboard.js';
import { seedDemoStartRolesOnFirstBoot } from './demo-self.js';
import { seedDemoFlowsOnFirstBoot } from './demo-flows.js';

/** DEMO_DATA=1: the first-boot demo company (installed last: it uses every other module's data). */
export const demoModule = defineModule({
  name: 'demo',
  seeds: {
    'demo-organisation': seedDemoOrganisationOnFirstBoot,
    'demo-people': seedDemoPeopleOnFirstBoot,
    'demo-housing': seedDemoHousingOnFirstBoot,
    'demo-leave': seedDemoLeaveOnFirstBoot,
    'demo-benefit': seedDemoBenefitOnFirstBoot,
    'demo-compliance': seedDemoComplianceOnFirstBoot,
    'demo-admin': seedDemoAdminOnFirstBoot,
    'demo-system': seedDemoSystemOnFirstBoot,
    'demo-feeds': seedDemoFeedsOnFirstBoot,
    'demo-dashboard': seedDemoDashboardOnFirstBoot,
    'demo-start-roles': seedDemoStartRolesOnFirstBoot,
    'demo-flows': seedDemoFlowsOnFirstBoot,
  },
});
