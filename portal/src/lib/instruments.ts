// One source of truth: the server computes signal prices and pips with these same functions.
export * from '../../../server/src/signals/instruments';
