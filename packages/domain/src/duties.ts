/**
 * Duties, as `@raahi/domain/duties` gives them to the server and the web: each part in a file of
 * its own (constants, moves, input, views, schedule, eligibility, rosters), gathered here.
 */
export {
  PassengerSchema,
  PlaceSchema,
  startOtpProblem,
  type Passenger,
  type Place,
} from './duty-fields';
export * from './duty-constants';
export * from './duty-moves';
export * from './duty-input';
export * from './duty-views';
export * from './duty-schedule';
export * from './duty-eligibility';
export * from './rosters';
