// /customer-settings (SPEC 2 "Customer settings", SPEC 4 "Customer settings save", SPEC 8): the
// pharmacy's settings, one object loaded and saved as a whole. Saving needs the server (it checks
// that nobody saved in between), so it is not queued: offline the screen shows the last loaded
// state from the user's local database read-only (issue 24) and loads as soon as the worker
// reaches the API again. While saving the button is disabled; the answer is 'Gespeichert!' or, on a false result, 'Fehler!';
// on a network error the form keeps its values and the button stays available.
import { de } from '../../../src/i18n/de';
import { customerSettingsDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { ChannelSections } from './ChannelSections';
import { ContactSection } from './ContactSection';
import { useCustomerSettings } from './useCustomerSettings';
import { formatDateTime } from '../../../src/api/days';

const t = customerSettingsDe;

export function CustomerSettingsPage() {
  const {
    online,
    load,
    reload,
    fromCache,
    shownValues,
    shownLoaded,
    shownErrors,
    touch,
    update,
    setChannel,
    save,
    saving,
    outcome,
    test,
    sendTest,
  } = useCustomerSettings();

  return (
    <section aria-labelledby="screen-title" className="mx-auto max-w-3xl p-4 sm:p-6">
      <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
        {de.screens.customerSettings}
      </h1>
      <p className="mt-2 text-slate-600">{t.intro}</p>
      {online ? null : (
        <p
          role="status"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
          data-testid="customer-settings-offline"
        >
          {fromCache ? t.offlineCached : t.offline}
        </p>
      )}
      {fromCache && load.kind === 'failed' ? (
        <p className="mt-6 text-red-700" role="alert">
          {load.message}{' '}
          <Button variant="secondary" onClick={reload} disabled={!online}>
            {t.retry}
          </Button>
        </p>
      ) : null}
      {fromCache && online && load.kind === 'loading' ? (
        <div className="mt-6">
          <Spinner label={t.loading} />
        </div>
      ) : null}
      {shownValues && shownLoaded ? (
        <form
          noValidate
          aria-label={t.form}
          onSubmit={(event) => void save(event)}
          className="mt-6 space-y-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          data-testid="customer-settings-box"
          data-from-cache={fromCache ? 'true' : undefined}
        >
          {/* The last loaded state: every control disabled, none of it can be saved offline. */}
          <fieldset disabled={fromCache} className="min-w-0 space-y-8">
            <p className="text-sm text-slate-600">
              {t.customer(shownLoaded.kundeNr)}
              {' · '}
              {shownLoaded.updatedAt
                ? t.updated(formatDateTime(shownLoaded.updatedAt), shownLoaded.updatedBy)
                : t.neverSaved}
            </p>

            <ContactSection
              values={shownValues}
              errors={shownErrors}
              update={update}
              touch={touch}
              test={test}
              sendTest={sendTest}
            />
            <ChannelSections values={shownValues} update={update} setChannel={setChannel} />

            <div className="flex flex-wrap items-center gap-4 border-t border-slate-100 pt-4">
              <Button type="submit" disabled={saving}>
                {saving ? t.saving : t.save}
              </Button>
              <div role="status" aria-live="polite" className="text-sm" data-testid="save-result">
                {outcome?.kind === 'saved' ? (
                  <span className="font-medium text-emerald-800">{t.saved}</span>
                ) : null}
                {outcome?.kind === 'failed' ? (
                  <span className="text-red-700">
                    <span className="font-medium">{t.failed}</span>
                    {outcome.detail ? ` ${outcome.detail}` : null}
                  </span>
                ) : null}
                {outcome?.kind === 'network' ? (
                  <span className="text-red-700">{t.networkError}</span>
                ) : null}
                {outcome?.kind === 'invalid' ? (
                  <span className="text-red-700">{t.fixFields}</span>
                ) : null}
              </div>
            </div>
          </fieldset>
        </form>
      ) : load.kind === 'failed' ? (
        <p className="mt-6 text-red-700" role="alert">
          {load.message}{' '}
          <Button variant="secondary" onClick={reload} disabled={!online}>
            {t.retry}
          </Button>
        </p>
      ) : online ? (
        <div className="mt-6">
          <Spinner label={t.loading} />
        </div>
      ) : null}
    </section>
  );
}
