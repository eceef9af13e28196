export { FakeClock } from '../../server/src/clock/fake-clock.js';
