import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import styles from './fulfilment.module.css';
import { isAcceptedVideoUrl, type TOrderActionResult } from '@sankalp/contract';
import { Button, FormError, TextField } from '../../../components/ui/index.ts';
import { VideoUpload } from '../../media/index.ts';
import type { TAdminOrderDetail } from '../lib/admin-order.ts';
import { useOrderAction } from './use-order-action.ts';

export type FormProps = { order: TAdminOrderDetail; onDone: (r: TOrderActionResult) => void; onCancel: () => void };

const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const isHttps = (v: string) => URL.canParse(v) && new URL(v).protocol === 'https:';

/** The form's way out and its submit, set apart from the fields; `dismiss` names the way out where "Cancel" would be ambiguous. */
export function FormButtons({ pending, submit, dismiss, onCancel }: { pending: boolean; submit: string; dismiss?: string; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`button-row ${styles.actions}`}>
      <Button variant="secondary" onClick={onCancel}>
        {dismiss ?? t('actions.cancel')}
      </Button>
      <Button type="submit" variant="primary" loading={pending}>
        {submit}
      </Button>
    </div>
  );
}

/** The priest who performed it is optional (issue 12): the devotee's timeline then says "by …". */
export const PRIEST_NAME_MAX = 100;

const ZPerformed = z.object({
  performedOn: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/),
    z.refine((v) => v <= todayInIndia()),
  ),
  performedTime: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  priestName: z.string().check(z.trim(), z.maxLength(PRIEST_NAME_MAX)),
});

/** Now in India, HH:MM: the time input's default. */
const timeInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(11, 16);

export function PerformedForm({ order, onDone, onCancel }: FormProps) {
  const { t } = useTranslation('fulfilment');
  const form = useForm<z.infer<typeof ZPerformed>>({
    resolver: zodResolver(ZPerformed),
    defaultValues: { performedOn: todayInIndia(), performedTime: timeInIndia(), priestName: '' },
  });
  const mutation = useOrderAction('performed', order.orderId, form.setError, onDone);
  const { errors } = form.formState;
  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={form.handleSubmit((v) =>
        mutation.mutate({
          performedOn: v.performedOn,
          performedAt: `${v.performedOn}T${v.performedTime}:00+05:30`,
          ...(v.priestName ? { priestName: v.priestName } : {}),
          expectedVersion: order.version,
        }),
      )}
    >
      <TextField
        type="date"
        max={todayInIndia()}
        label={t('fields.performedOn')}
        error={errors.performedOn && t('validation.performedOn')}
        {...form.register('performedOn')}
      />
      <TextField
        type="time"
        label={t('fields.performedTime')}
        error={errors.performedTime && t('validation.performedTime')}
        {...form.register('performedTime')}
      />
      <TextField
        label={t('fields.priestName')}
        hint={t('hints.priestName')}
        autoComplete="off"
        maxLength={PRIEST_NAME_MAX}
        error={errors.priestName && t('validation.priestName', { max: PRIEST_NAME_MAX })}
        {...form.register('priestName')}
      />
      <FormError>{errors.root?.server?.message}</FormError>
      <FormButtons pending={mutation.isPending} submit={t('submit.performed')} onCancel={onCancel} />
    </form>
  );
}

const ZVideo = z.object({ videoUrl: z.string().check(z.trim(), z.refine(isAcceptedVideoUrl)) });

/**
 * A YouTube link, or a file uploaded with the resumable VideoUpload. An uploaded file's URL is the
 * server's own path, not something to read or edit: the link field then gives way to the upload's
 * preview (its name, length and size), and the URL is what the form sends (issue 21).
 */
export function VideoForm({ order, onDone, onCancel }: FormProps) {
  const { t } = useTranslation('fulfilment');
  const [uploaded, setUploaded] = useState(false);
  const form = useForm<z.infer<typeof ZVideo>>({ resolver: zodResolver(ZVideo), defaultValues: { videoUrl: '' } });
  const mutation = useOrderAction('video', order.orderId, form.setError, onDone);
  const { errors } = form.formState;
  return (
    <form className="form-stack" noValidate onSubmit={form.handleSubmit((v) => mutation.mutate({ ...v, expectedVersion: order.version }))}>
      {!uploaded && (
        <TextField
          type="url"
          inputMode="url"
          label={t('fields.videoUrl')}
          hint={t('hints.videoUrl')}
          error={errors.videoUrl && t('validation.videoUrl')}
          {...form.register('videoUrl')}
        />
      )}
      <VideoUpload
        target={{ orderId: order.orderId }}
        onUploaded={({ url }) => {
          setUploaded(true);
          form.setValue('videoUrl', url, { shouldValidate: true });
        }}
      />
      <FormError>{errors.root?.server?.message}</FormError>
      <FormButtons pending={mutation.isPending} submit={t('submit.video')} onCancel={onCancel} />
    </form>
  );
}

const ZShip = z.object({
  courierName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  trackingNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  trackingUrl: z.string().check(z.trim(), z.maxLength(2000), z.refine(isHttps)),
});

/** Courier, AWB and link: shipping the prasad, or correcting a shipped parcel's tracking (decision 297). */
function ShipmentForm({ order, onDone, onCancel, action }: FormProps & { action: 'ship' | 'tracking' }) {
  const { t } = useTranslation('fulfilment');
  // A correction starts from what was recorded, so a one-character typo is a one-character fix.
  const recorded = { courierName: order.courierName ?? '', trackingNumber: order.trackingNumber ?? '', trackingUrl: order.trackingUrl ?? '' };
  const empty = { courierName: '', trackingNumber: '', trackingUrl: '' };
  const form = useForm<z.infer<typeof ZShip>>({ resolver: zodResolver(ZShip), defaultValues: action === 'tracking' ? recorded : empty });
  const mutation = useOrderAction(action, order.orderId, form.setError, onDone);
  const { errors } = form.formState;
  // Carriers' links carry the AWB: while the recorded link holds the recorded number and nobody has
  // edited the link itself, it follows the number being corrected.
  const linkFollows = useRef(action === 'tracking' && recorded.trackingNumber !== '' && recorded.trackingUrl.includes(recorded.trackingNumber));
  const number = form.register('trackingNumber', {
    onChange: (event: { target: { value: string } }) => {
      if (linkFollows.current) form.setValue('trackingUrl', recorded.trackingUrl.replace(recorded.trackingNumber, event.target.value));
    },
  });
  const link = form.register('trackingUrl', {
    onChange: () => {
      linkFollows.current = false;
    },
  });
  return (
    <form className="form-stack" noValidate onSubmit={form.handleSubmit((v) => mutation.mutate({ ...v, expectedVersion: order.version }))}>
      {action === 'tracking' && <p>{t('hints.tracking')}</p>}
      <TextField
        label={t('fields.courierName')}
        autoComplete="off"
        error={errors.courierName && t('validation.courierName')}
        {...form.register('courierName')}
      />
      <TextField label={t('fields.trackingNumber')} autoComplete="off" error={errors.trackingNumber && t('validation.trackingNumber')} {...number} />
      <TextField type="url" inputMode="url" label={t('fields.trackingUrl')} error={errors.trackingUrl && t('validation.trackingUrl')} {...link} />
      <FormError>{errors.root?.server?.message}</FormError>
      <FormButtons pending={mutation.isPending} submit={t(`submit.${action}`)} onCancel={onCancel} />
    </form>
  );
}

export const ShipForm = (props: FormProps) => <ShipmentForm {...props} action="ship" />;
export const TrackingForm = (props: FormProps) => <ShipmentForm {...props} action="tracking" />;

const ZConfirm = z.object({});

export function DeliveredForm({ order, onDone, onCancel }: FormProps) {
  const { t } = useTranslation('fulfilment');
  const form = useForm<z.infer<typeof ZConfirm>>({ resolver: zodResolver(ZConfirm) });
  const mutation = useOrderAction('delivered', order.orderId, form.setError, onDone);
  return (
    <form className="form-stack" noValidate onSubmit={form.handleSubmit(() => mutation.mutate({ expectedVersion: order.version }))}>
      <p>{t('confirm.delivered', { courier: order.courierName ?? '', number: order.trackingNumber ?? '' })}</p>
      <FormError>{form.formState.errors.root?.server?.message}</FormError>
      <FormButtons pending={mutation.isPending} submit={t('submit.delivered')} onCancel={onCancel} />
    </form>
  );
}
