export const alertKeys = {
  settings: ['alerts', 'settings'] as const,
  deliveries: ['alerts', 'deliveries'] as const,
};
