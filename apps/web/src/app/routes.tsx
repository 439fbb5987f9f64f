/**
 * Every page of the app, in one table: path pattern, page component, title in the navigation, and
 * whether it needs a signed-in account (the page then sends visitors to sign in and back).
 * Page paths must never match an api GET route (a reload would get JSON): routes.spec.ts checks
 * this table against the api's OpenAPI document. Add a page by adding a row.
 */
import type { ComponentType } from 'react';
import type { Params } from './router';
import { LandingPage } from '../pages/LandingPage';
import { SignInPage, SignUpPage } from '../pages/AuthPages';
import { MyGamesPage } from '../pages/MyGamesPage';
import { NewGamePage } from '../pages/NewGamePage';
import { TablePage } from '../pages/TablePage';
import { ReplayPage } from '../pages/ReplayPage';

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
  { path: '/', page: LandingPage },
  { path: '/sign-in', page: SignInPage },
  { path: '/sign-up', page: SignUpPage },
  { path: '/my-games', page: MyGamesPage, nav: 'My games', auth: true },
  { path: '/new-game', page: NewGamePage, nav: 'Start a game', auth: true },
  { path: '/table/:id', page: TablePage, auth: true, wide: true },
  { path: '/replay/:id', page: ReplayPage, wide: true },
  { path: '/replay', page: ReplayPage, nav: 'Replay viewer', wide: true },
  // the replay viewer's old address (README of issue 8: /viewer/?src=…&token=…)
  { path: '/viewer', page: ReplayPage, wide: true },
];
