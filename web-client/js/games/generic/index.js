// The fallback for a game kind the client has no folder for: its view summarized as it comes
// (generic.js), with the shared decision bar's engine sentences and generic command labels.
import { renderGeneric } from './generic.js';

/** @type {import('../registry.js').GameEntry} */
export default {
  kind: '',
  render: renderGeneric,
  regions: false,
};
