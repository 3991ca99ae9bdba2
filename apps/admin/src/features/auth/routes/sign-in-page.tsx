import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import * as z from 'zod';
import { Button, FormError, TextField } from '../../../components/ui/index.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { setServerError } from '../../../lib/form.ts';
import { staffMeQueryKey } from '../../../lib/staff.ts';
import { setStaffToken, useStaffToken } from '../../../lib/staff-session.ts';
import { sendStaffOtp, verifyStaffOtp } from '../api/staff-auth.ts';

/** Messages are translation keys (auth namespace), shown with t(): one schema serves both languages. */
const ZPhoneForm = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/, 'errors.phone'),
});
const ZOtpForm = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'errors.otp'),
});
type TPhoneForm = z.infer<typeof ZPhoneForm>;
type TOtpForm = z.infer<typeof ZOtpForm>;

type FromState = { from?: { pathname?: string; search?: string } } | null;

/**
 * Staff sign-in: phone → one-time code → verify. The token is kept in localStorage and sent as
 * X-Staff-Token (lib/request.ts); then the page the staff member was sent away from opens.
 */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const token = useStaffToken();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState<string | null>(null);
  const from = (location.state as FromState)?.from;
  const target = from?.pathname && from.pathname !== '/sign-in' ? `${from.pathname}${from.search ?? ''}` : '/';

  const phoneForm = useForm<TPhoneForm>({ resolver: zodResolver(ZPhoneForm), defaultValues: { phone: '' } });
  const otpForm = useForm<TOtpForm>({ resolver: zodResolver(ZOtpForm), defaultValues: { otp: '' } });
  const otpInput = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    document.title = `${t('title')} · ${t('common:appName')}`;
  }, [t]);

  const send = useMutation({
    mutationFn: (values: TPhoneForm) => sendStaffOtp(values.phone),
    meta: { toast: false },
    onSuccess: (_, values) => {
      setPhone(values.phone);
      otpForm.reset({ otp: '' });
    },
    onError: (error) => setServerError(phoneForm.setError, error),
  });

  const verify = useMutation({
    mutationFn: (values: TOtpForm) => verifyStaffOtp(phone ?? '', values.otp),
    meta: { toast: false },
    onSuccess: ({ token: staffToken, staff }) => {
      queryClient.setQueryData(staffMeQueryKey, staff);
      setStaffToken(staffToken);
      void navigate(target, { replace: true });
    },
    onError: (error) => setServerError(otpForm.setError, error),
  });

  useEffect(() => {
    if (phone) otpInput.current?.focus();
  }, [phone]);

  if (token && !verify.isPending && !verify.isSuccess) return <Navigate to={target} replace />;

  const { ref: otpRef, ...otpField } = otpForm.register('otp');

  return (
    <div className="sign-in">
      <div className="sign-in__language">
        <LanguageSwitch />
      </div>
      <main className="sign-in__card" id="main">
        <p className="sign-in__brand">{t('common:appName')}</p>
        <h1 className="sign-in__title">{t('title')}</h1>
        {phone === null ? (
          <form className="form-stack" noValidate onSubmit={phoneForm.handleSubmit((values) => send.mutate(values))}>
            <p>{t('phoneIntro')}</p>
            <TextField
              label={t('phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              error={phoneForm.formState.errors.phone?.message && t(phoneForm.formState.errors.phone.message)}
              {...phoneForm.register('phone')}
            />
            <FormError>{phoneForm.formState.errors.root?.server?.message}</FormError>
            <Button type="submit" variant="primary" loading={send.isPending}>
              {t('sendCode')}
            </Button>
          </form>
        ) : (
          <form className="form-stack" noValidate onSubmit={otpForm.handleSubmit((values) => verify.mutate(values))}>
            <p>{t('otpIntro', { phone })}</p>
            <TextField
              label={t('otp')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={otpForm.formState.errors.otp?.message && t(otpForm.formState.errors.otp.message)}
              ref={(element) => {
                otpRef(element);
                otpInput.current = element;
              }}
              {...otpField}
            />
            <FormError>{otpForm.formState.errors.root?.server?.message}</FormError>
            <Button type="submit" variant="primary" loading={verify.isPending}>
              {t('verify')}
            </Button>
            <div className="button-row">
              <Button variant="ghost" onClick={() => send.mutate({ phone })} loading={send.isPending}>
                {t('resend')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setPhone(null);
                  send.reset();
                }}
              >
                {t('changePhone')}
              </Button>
            </div>
          </form>
        )}
      </main>
    </div>
  );
}
