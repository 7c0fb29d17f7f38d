import { describeExposesContract } from '@pulp/shared/test/exposes-contract';

describeExposesContract('staff');
