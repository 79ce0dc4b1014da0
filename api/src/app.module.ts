import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AccessGuard } from './core/auth/access.guard';
import { CoreModule, type Runtime } from './core/core.module';
import { ApiExceptionFilter } from './core/errors/api-exception.filter';
import { AccountModule } from './modules/account/account.module';
import { AdminModule } from './modules/admin/admin.module';
import { AuthModule } from './modules/auth/auth.module';
import { BetaKeysModule } from './modules/beta-keys/beta-keys.module';
import { ContactModule } from './modules/contact/contact.module';
import { DirectoryModule } from './modules/directory/directory.module';
import { HealthModule } from './modules/health/health.module';
import { HistoryModule } from './modules/history/history.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PhoneModule } from './modules/phone/phone.module';
import { SmsOutboxModule } from './modules/phone/testing/sms-outbox.controller';
import { PhotosModule } from './modules/photos/photos.module';
import { ProfilesModule } from './modules/profiles/profiles.module';
import { ReviewsModule } from './modules/reviews/reviews.module';
import { SiteModule } from './modules/site/site.module';
import { UsersModule } from './modules/users/users.module';

@Module({})
export class AppModule {
  static forRoot(runtime: Runtime): DynamicModule {
    const { config } = runtime;
    // Only a test server reads the console transport's messages back; production never has the route.
    const testOutbox = config.SMS_TRANSPORT === 'console' && config.EXPOSE_TEST_OUTBOX ? [SmsOutboxModule] : [];
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        CoreModule.forRoot(runtime),
        // One module per folder of api/src/modules (reservations is a library of pure deciders, no module).
        UsersModule,
        AuthModule,
        AccountModule,
        AdminModule,
        BetaKeysModule,
        ProfilesModule,
        ReviewsModule,
        PhotosModule,
        PhoneModule,
        SiteModule,
        HistoryModule,
        ContactModule,
        NotificationsModule,
        DirectoryModule,
        HealthModule,
        ...testOutbox,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
