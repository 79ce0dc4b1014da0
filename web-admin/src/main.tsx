import { mountApp } from '@public/app/mount';
import { isAdminPath } from '@public/lib/app-links';
import { adminRoutes } from './app/router';

mountApp(adminRoutes, isAdminPath);
