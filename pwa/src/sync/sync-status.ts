/**
 * What the sync engine is doing, for the header and banners:
 * - idle: nothing to do, or waiting for the next trigger;
 * - syncing: a cycle is running;
 * - offline: no answer from the server (retrying with backoff, and at once when back online);
 * - auth-expired: the session is gone (401) or belongs to someone else; nothing is sent until
 *   the same user signs in again, while local edits keep working;
 * - read-only: the server no longer accepts this app version (426); the outbox is kept;
 * - error: the server failed (5xx), answered something unexpected, or this device is out of
 *   storage; retried with backoff (storage: at the next trigger).
 */
export type SyncStatus = 'idle' | 'syncing' | 'offline' | 'auth-expired' | 'read-only' | 'error'
