/**
 * Property test, second half of the games (testing/property-games.ts: what is played and checked; the first half is
 * random-games.spec.ts, so that Jest's two workers play both at once).
 */
import { describePropertyGames } from './testing/property-games';

describePropertyGames(1);
