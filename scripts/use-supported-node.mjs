// Imported first by every project script: on a Node older than the supported ones it re-runs the
// script with Node 24 from the npm registry (see supported-node.mjs) and never returns.
import { ensureSupportedNode } from './supported-node.mjs';

ensureSupportedNode();
