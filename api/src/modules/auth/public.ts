/** What other modules may use from the auth module: opening sessions and the user a session sees. */
export { AuthModule } from './auth.module';
export { AuthService, type HttpExchange } from './auth.service';
export { toSessionUser } from './session-user';
export { deviceToken } from './sign-in-throttle';
