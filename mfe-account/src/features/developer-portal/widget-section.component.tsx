import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useTheme } from 'styled-components';
import { Button, TextField } from '@homeworth/shared-lib';
import { ESTIMATOR_PROJECTS } from '@homeworth/shared-lib/domain';
import { Card, FieldLabel, Select, SmallPrint, TextArea } from '../../ui/contractor-ui';
import { Actions } from '../../ui/notice.component';
import { CodeBlock } from './code-block.component';
import type { DeveloperOrganization, WidgetSettings } from './developer-portal.api';
import { publishableKeyRequested, usePortalState, widgetSaveRequested } from './developer-portal.slice';

/** The tag a partner pastes into its page. */
export function widgetSnippet(siteOrigin: string, publishableKey: string, project: string): string {
  return `<script async src="${siteOrigin}/widget/estimator.js" data-key="${publishableKey}" data-project="${project}"></script>`;
}

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
/** An empty field is no value. */
const orNull = (text: string) => text.trim() || null;

function SettingsForm({ organization }: { organization: DeveloperOrganization }) {
  const dispatch = useDispatch();
  const theme = useTheme();
  const { busy, webhookSecret } = usePortalState('busy', 'webhookSecret');
  const [primaryColor, setPrimaryColor] = useState(organization.branding.primaryColor ?? theme.colors.primary.toLowerCase());
  const [logoUrl, setLogoUrl] = useState(organization.branding.logoUrl ?? '');
  const [origins, setOrigins] = useState(organization.widget.allowedOrigins.join('\n'));
  const [leadsEmail, setLeadsEmail] = useState(organization.widget.leadsEmail ?? '');
  const [leadsWebhookUrl, setLeadsWebhookUrl] = useState(organization.widget.leadsWebhookUrl ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const settings: WidgetSettings = {
      primaryColor,
      logoUrl: orNull(logoUrl),
      allowedOrigins: lines(origins),
      leadsEmail: orNull(leadsEmail),
      leadsWebhookUrl: orNull(leadsWebhookUrl),
    };
    dispatch(widgetSaveRequested(settings));
  };

  return (
    <form onSubmit={submit} noValidate>
      <FieldLabel htmlFor="widget-primary-color">Primary color</FieldLabel>
      <input id="widget-primary-color" type="color" value={primaryColor} onChange={(e) => setPrimaryColor(e.target.value)} />
      <TextField label="Logo URL (https)" type="url" name="logoUrl" value={logoUrl} onChange={(e) => setLogoUrl(e.target.value)} placeholder="https://www.example.com/logo.svg" />
      <FieldLabel htmlFor="widget-origins">Allowed origins</FieldLabel>
      <TextArea id="widget-origins" aria-describedby="widget-origins-hint" value={origins} onChange={(e) => setOrigins(e.target.value)} />
      <SmallPrint id="widget-origins-hint">One a line, such as https://www.example.com. Your publishable keys work only on these sites.</SmallPrint>
      <TextField label="Send leads to this e-mail" type="email" name="leadsEmail" value={leadsEmail} onChange={(e) => setLeadsEmail(e.target.value)} autoComplete="email" />
      <TextField label="Send leads to this webhook (optional)" type="url" name="leadsWebhookUrl" value={leadsWebhookUrl} onChange={(e) => setLeadsWebhookUrl(e.target.value)} />
      {webhookSecret ? (
        <>
          <p>
            <strong>Your webhook&apos;s signing secret: copy it now, you will not see it again.</strong> Each lead is signed with it (HMAC-SHA256 in the X-Homeworth-Signature
            header).
          </p>
          <CodeBlock code={webhookSecret} label="Webhook signing secret" copyLabel="Copy the signing secret" />
        </>
      ) : null}
      <Actions>
        <Button type="submit" loading={busy === 'widget'}>
          Save widget settings
        </Button>
      </Actions>
    </form>
  );
}

/** `/developers/widget`: the estimator under the partner's brand, its publishable key and the tag to paste. */
export function WidgetSection({ organization }: { organization: DeveloperOrganization }) {
  const dispatch = useDispatch();
  const { publishableKey, keys, busy } = usePortalState('publishableKey', 'keys', 'busy');
  const [project, setProject] = useState(ESTIMATOR_PROJECTS[0]!.slug);
  const [keyName, setKeyName] = useState('Website widget');
  const listed = keys?.find((k) => k.kind === 'publishable' && k.status === 'active');
  return (
    <>
      <Card aria-labelledby="widget-heading">
        <h2 id="widget-heading">Estimator widget</h2>
        <p>Put the renovation estimator on your own site in your colors; visitors who leave their details reach you by e-mail and webhook.</p>
        <SettingsForm organization={organization} />
      </Card>
      <Card aria-labelledby="widget-snippet-heading">
        <h2 id="widget-snippet-heading">Add it to your page</h2>
        {publishableKey ? (
          <>
            <p>
              Publishable key: <code>{publishableKey}</code>. It may sit in a page&apos;s source: it works only from your allowed origins and only for the widget. Copy the tag now:
              the key is shown whole only this once.
            </p>
            <FieldLabel htmlFor="widget-project">Project</FieldLabel>
            <Select id="widget-project" value={project} onChange={(e) => setProject(e.target.value)}>
              {ESTIMATOR_PROJECTS.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.displayName}
                </option>
              ))}
            </Select>
            <CodeBlock code={widgetSnippet(window.location.origin, publishableKey, project)} label="Widget tag" copyLabel="Copy the tag" />
          </>
        ) : (
          <p>{listed ? `Your publishable key ${listed.prefix}…${listed.lastFour} is in use. ` : ''}Create a publishable key to get the tag to paste.</p>
        )}
        <TextField label="Publishable key name" name="publishableKeyName" value={keyName} onChange={(e) => setKeyName(e.target.value)} maxLength={100} />
        <Button
          type="button"
          variant={publishableKey ? 'secondary' : 'primary'}
          loading={busy === 'publishable-key'}
          disabled={!keyName.trim()}
          onClick={() => dispatch(publishableKeyRequested(keyName.trim()))}
        >
          Create a publishable key
        </Button>
      </Card>
    </>
  );
}
