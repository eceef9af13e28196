export const accountsKey = ['accounts'] as const;
export const accountTradesKey = (id: number) => ['accounts', id, 'trades'] as const;
/** The EA reports every minute: while a key is out, the list is read again as often. */
export const HEARTBEAT_MS = 60_000;
