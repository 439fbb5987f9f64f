/**
 * Property test, first half of the games (testing/property-games.ts: what is played and checked; the second half is
 * random-games-b.spec.ts, so that Jest's two workers play both at once).
 */
import { describePropertyGames } from './testing/property-games';

describePropertyGames(0);
