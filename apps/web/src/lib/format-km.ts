import { formatIndianNumber } from '@raahi/domain/formats';
import { leftToRight } from './bidi';

/** '24,111 km', in that order in every language (its own file: the entry has no readings). */
export const formatKm = (value: number) => leftToRight(`${formatIndianNumber(value)} km`);
