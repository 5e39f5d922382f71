// The conformance suite (suite.ts) of Henhouse.
import { conformanceSuite } from './suite.js';

conformanceSuite((id) => id === 'henhouse');
