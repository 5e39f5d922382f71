// The conformance suite (suite.ts) of Just Hatched.
import { conformanceSuite } from './suite.js';

conformanceSuite((id) => id === 'just-hatched');
