import { mountApp } from '@gp/web-common/app/mount';
import { isAdminPath } from '@gp/web-common/lib/app-links';
import { adminRoutes } from './app/router';

mountApp(adminRoutes, isAdminPath);
