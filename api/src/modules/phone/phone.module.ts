import { Module } from '@nestjs/common';
import { CLOCK, type Clock, KEY_VALUE, type KeyValueStore } from '@gp/shared/server';
import { AuthModule } from '../auth/public';
import { AttachPhoneNumberHandler } from './attach-phone-number/attach-phone-number.handler';
import { PhoneChallenges } from './challenges/phone-challenges';
import { GetPhoneChallengeController } from './get-challenge/get-phone-challenge.controller';
import { PhoneVerification } from './phone-verification.service';
import { ResendPhoneChallengeController } from './resend-challenge/resend-phone-challenge.controller';
import { StartPhoneChallengeController } from './start-challenge/start-phone-challenge.controller';
import { VerifyPhoneChallengeController } from './verify-challenge/verify-phone-challenge.controller';

/**
 * Phone verification: challenges, codes and the number on the account. The SMS is sent by the
 * send-verification-code job (jobs/send-verification-code.ts), registered by registerJobProcessors
 * in every process that runs jobs.
 */
@Module({
  imports: [AuthModule],
  controllers: [
    StartPhoneChallengeController,
    VerifyPhoneChallengeController,
    GetPhoneChallengeController,
    ResendPhoneChallengeController,
  ],
  providers: [
    PhoneVerification,
    AttachPhoneNumberHandler,
    {
      provide: PhoneChallenges,
      useFactory: (keyValue: KeyValueStore, clock: Clock) => new PhoneChallenges(keyValue, clock),
      inject: [KEY_VALUE, CLOCK],
    },
  ],
})
export class PhoneModule {}
