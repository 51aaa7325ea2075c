import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { PictureLayer } from '../../../../../pictures/editor/pictureDocument.js';
import { insideSafeZone, type Size } from '../../../../../pictures/pictureGeometry.js';

interface LayersPanelProps {
  layers: PictureLayer[];
  size: Size;
  selectedId: string | null;
  onSelect(id: string): void;
  onChange(id: string, change: Partial<PictureLayer>): void;
  onMove(id: string, direction: 'up' | 'down'): void;
  onRemove(id: string): void;
}

/** The layers, the top one first as they lie on the picture, and the properties of the selected one. */
export function LayersPanel({ layers, size, selectedId, onSelect, onChange, onMove, onRemove }: LayersPanelProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `pictureEditor.layers.${id}` }, values);
  const selected = layers.find((layer) => layer.id === selectedId);
  const topFirst = [...layers].reverse();

  return (
    <Paper variant="outlined" sx={{ width: 300, flexShrink: 0, p: 1.5 }} component="aside" aria-label={text('title')}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {text('title')}
      </Typography>
      {layers.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {text('empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={text('title')}>
          {topFirst.map((layer, index) => (
            <ListItem
              key={layer.id}
              disablePadding
              secondaryAction={
                <Stack direction="row">
                  {[
                    {
                      label: layer.hidden ? 'show' : 'hide',
                      icon: layer.hidden ? VisibilityOff : Visibility,
                      onClick: () => onChange(layer.id, { hidden: !layer.hidden }),
                    },
                    { label: 'up', icon: ArrowUpward, disabled: index === 0, onClick: () => onMove(layer.id, 'up') },
                    {
                      label: 'down',
                      icon: ArrowDownward,
                      disabled: index === topFirst.length - 1,
                      onClick: () => onMove(layer.id, 'down'),
                    },
                    { label: 'remove', icon: DeleteOutlined, onClick: () => onRemove(layer.id) },
                  ].map(({ label, icon: Icon, disabled, onClick }) => (
                    <IconButton
                      key={label}
                      size="small"
                      aria-label={text(label, { name: layer.name })}
                      disabled={disabled}
                      onClick={onClick}
                    >
                      <Icon fontSize="small" />
                    </IconButton>
                  ))}
                </Stack>
              }
            >
              <ListItemButton selected={layer.id === selectedId} onClick={() => onSelect(layer.id)} sx={{ pr: 17 }}>
                <ListItemText
                  primary={layer.name}
                  slotProps={{ primary: { noWrap: true, sx: { opacity: layer.hidden ? 0.5 : 1 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {selected && (
        <Box sx={{ mt: 2 }} role="group" aria-label={text('properties', { name: selected.name })}>
          <LayerProperties layer={selected} size={size} onChange={(change) => onChange(selected.id, change)} />
        </Box>
      )}
    </Paper>
  );
}

function LayerProperties({
  layer,
  size,
  onChange,
}: {
  layer: PictureLayer;
  size: Size;
  onChange(change: Partial<PictureLayer>): void;
}) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id: `pictureEditor.layers.${id}` });
  /** A whole number of pixels, 1 or more: other input is ignored while it is typed. */
  const number = (key: 'fontSize' | 'width' | 'height', value: number, width: number, max?: number) => (
    <TextField
      label={label(key)}
      type="number"
      size="small"
      value={value}
      onChange={(event) => {
        const typed = Number(event.target.value);
        if (Number.isFinite(typed) && typed >= 1) onChange({ [key]: Math.round(typed) } as Partial<PictureLayer>);
      }}
      slotProps={{ htmlInput: { min: key === 'fontSize' ? 4 : 1, ...(max ? { max } : {}) } }}
      sx={{ width }}
    />
  );
  const colour = (key: 'color' | 'fill', id: string, value: string) => (
    <TextField
      label={label(id)}
      type="color"
      size="small"
      value={toHex(value)}
      onChange={(event) => onChange({ [key]: event.target.value } as Partial<PictureLayer>)}
      sx={{ width: 88 }}
    />
  );
  const box = {
    x: layer.x,
    y: layer.y,
    width: 'width' in layer ? layer.width : layer.fontSize * 3,
    height: 'height' in layer ? layer.height : layer.fontSize * 1.4,
  };

  return (
    <Stack spacing={1.5}>
      <TextField
        label={label('name')}
        size="small"
        value={layer.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      {(layer.kind === 'text' || layer.kind === 'badge') && (
        <>
          <TextField
            label={label('text')}
            size="small"
            multiline={layer.kind === 'text'}
            value={layer.text}
            onChange={(event) => onChange({ text: event.target.value })}
            autoFocus
          />
          <Stack direction="row" spacing={1}>
            {number('fontSize', layer.fontSize, 100, 2000)}
            {colour('color', 'color', layer.color)}
            {layer.kind === 'badge' && colour('fill', 'fill', layer.fill)}
          </Stack>
          {layer.kind === 'text' && (
            <FormControlLabel
              control={<Checkbox checked={layer.bold} onChange={(event) => onChange({ bold: event.target.checked })} />}
              label={label('bold')}
            />
          )}
        </>
      )}
      {(layer.kind === 'rect' || layer.kind === 'ellipse') && (
        <Stack direction="row" spacing={1}>
          {number('width', layer.width, 90)}
          {number('height', layer.height, 90)}
          {colour('fill', 'fill', layer.fill)}
        </Stack>
      )}
      {!insideSafeZone(box, size) && (
        <Typography variant="caption" color="warning.main" role="status">
          {label('outsideSafeZone')}
        </Typography>
      )}
    </Stack>
  );
}

/** A colour input takes #rrggbb only; a colour with transparency shows as its solid colour. */
function toHex(colour: string): string {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour;
  const parts = colour
    .match(/\d+(\.\d+)?/g)
    ?.slice(0, 3)
    .map(Number);
  return parts?.length === 3
    ? `#${parts.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`
    : '#000000';
}
