/**
 * The pre-registration whose chosen variant the engine ships (MODEL_DEFAULTS): round four's
 * selection question, whose variants start from the horizon question's choice. Its final figure
 * passed the ship rule, and the precedence set before it ran gave it the place of the horizon
 * question's engine (docs/research.md).
 */
export const SHIPPED_FROM = 'selection';
