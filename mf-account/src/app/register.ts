import * as React from 'react';
import { registerInstance } from '@pulp/shared';

// Every exposed page imports this: the page-wide register then shows whether this remote
// got the shared React (one instance) or bundled its own.
registerInstance('react', React);
