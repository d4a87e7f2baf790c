/** The socket path and frame limit without zod, for the screens (the schemas are in realtime.ts). */
export const WS_PATH = '/api/ws';
export const MAX_SUBSCRIPTIONS = 200;
