/**
 * Every page of the app, in one table: path pattern, page component, title in the navigation, and
 * whether it needs a signed-in account (the page then sends visitors to sign in and back).
 * Page paths live in page-paths.json: they must never match an api GET route (a reload would get
 * JSON), and test/e2e/web-app.spec.ts checks them against the api's OpenAPI document. Add a page
 * by adding its path there and a row here.
 */
import type { ComponentType } from 'react';
import type { Params } from './router';
import PATHS from './page-paths.json';
import { LandingPage } from '../pages/LandingPage';
import { SignInPage, SignUpPage } from '../pages/AuthPages';
import { MyGamesPage } from '../pages/MyGamesPage';
import { NewGamePage } from '../pages/NewGamePage';
import { TablePage } from '../pages/TablePage';
import { ReplayPage } from '../pages/ReplayPage';
import { JudgeDeskPage, JudgePage } from '../pages/JudgePage';

export interface AppRoute {
  readonly path: string;
  readonly page: ComponentType<{ params: Params }>;
  /** shown in the header's navigation when set */
  readonly nav?: string;
  readonly auth?: boolean;
  /** the page uses the whole width (the table, the replay) */
  readonly wide?: boolean;
}

export const ROUTES: readonly AppRoute[] = [
  { path: PATHS.landing, page: LandingPage },
  { path: PATHS.signIn, page: SignInPage },
  { path: PATHS.signUp, page: SignUpPage },
  { path: PATHS.myGames, page: MyGamesPage, nav: 'My games', auth: true },
  { path: PATHS.newGame, page: NewGamePage, nav: 'Start a game', auth: true },
  { path: PATHS.table, page: TablePage, auth: true, wide: true },
  { path: PATHS.replay, page: ReplayPage, wide: true },
  { path: PATHS.replayFile, page: ReplayPage, nav: 'Replay viewer', wide: true },
  // the replay viewer's old address (README of issue 8: /viewer/?src=…&token=…)
  { path: PATHS.viewer, page: ReplayPage, wide: true },
  // issue 13: the judge's pages (open calls; one game as its judge sees it)
  { path: PATHS.judgeDesk, page: JudgeDeskPage, auth: true },
  { path: PATHS.judge, page: JudgePage, auth: true, wide: true },
];
