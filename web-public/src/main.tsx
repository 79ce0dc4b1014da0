import { mountApp } from './app/mount';
import { publicRoutes } from './app/router';

mountApp(publicRoutes);
