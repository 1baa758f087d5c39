/**
 * Terminals, pairing, the kiosk and the terminal socket (spec 2 §3 "Terminal", "Kiosk device",
 * §4 "Sharing to an external terminal", "Kiosk", §7 "External terminals", "External forms").
 * ./shared.ts holds the names the REST calls and the socket share and is not exported.
 */
export * from './constants.js';
export * from './messages.js';
export * from './terminal.js';
export * from './pairing.js';
export * from './external-form.js';
export * from './socket.js';
export * from './external-list.js';
