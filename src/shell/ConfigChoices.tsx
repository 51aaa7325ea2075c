import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLayout } from './LayoutContext.js';
import { languages, type LayoutPreferences } from './layoutPreferences.js';

type ChoiceKey = 'colorScheme' | 'menuMode' | 'inputStyle' | 'language';
const CHOICES: { key: ChoiceKey; values: readonly string[] }[] = [
  { key: 'colorScheme', values: ['light', 'dark'] },
  { key: 'menuMode', values: ['static', 'overlay'] },
  { key: 'inputStyle', values: ['outlined', 'filled'] },
  { key: 'language', values: languages },
];

/** The layout sidebar's choices, a chunk of their own: loaded when the sidebar first opens. */
export default function ConfigChoices() {
  const intl = useIntl();
  const { preferences, setPreferences } = useLayout();
  return (
    <>
      {CHOICES.map(({ key, values }) => {
        const groupLabel = intl.formatMessage({ id: `config.${key}` });
        return (
          <Box key={key}>
            <Typography variant="subtitle2" gutterBottom>
              {groupLabel}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              aria-label={groupLabel}
              value={preferences[key]}
              onChange={(_event, value: string | null) =>
                value && setPreferences({ [key]: value } as Partial<LayoutPreferences>)
              }
            >
              {values.map((value) => (
                <ToggleButton key={value} value={value}>
                  <FormattedMessage id={`config.${key}.${value}`} />
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        );
      })}
      <FormControlLabel
        control={
          <Switch checked={preferences.ripple} onChange={(event) => setPreferences({ ripple: event.target.checked })} />
        }
        label={<FormattedMessage id="config.ripple" />}
      />
    </>
  );
}
