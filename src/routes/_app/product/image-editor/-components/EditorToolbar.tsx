import AutoFixHigh from '@mui/icons-material/AutoFixHigh';
import BorderOuter from '@mui/icons-material/BorderOuter';
import Check from '@mui/icons-material/Check';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import Close from '@mui/icons-material/Close';
import ContentPaste from '@mui/icons-material/ContentPaste';
import Crop from '@mui/icons-material/Crop';
import CropSquare from '@mui/icons-material/CropSquare';
import Download from '@mui/icons-material/Download';
import Flip from '@mui/icons-material/Flip';
import FolderOpen from '@mui/icons-material/FolderOpen';
import FormatColorFill from '@mui/icons-material/FormatColorFill';
import History from '@mui/icons-material/History';
import LocalOffer from '@mui/icons-material/LocalOffer';
import PhotoSizeSelectLarge from '@mui/icons-material/PhotoSizeSelectLarge';
import Redo from '@mui/icons-material/Redo';
import RotateLeft from '@mui/icons-material/RotateLeft';
import RotateRight from '@mui/icons-material/RotateRight';
import Storefront from '@mui/icons-material/Storefront';
import TextFields from '@mui/icons-material/TextFields';
import Undo from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import { useState, type MouseEvent, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { BADGE_PRESETS, type LayerKind } from '../../../../../pictures/editor/pictureDocument.js';
import { PICTURE_RATIOS, type PictureRatio } from '../../../../../pictures/ozonPictureLimits.js';

export interface EditorActions {
  openFile(): void;
  paste(): void;
  openFromOzon(): void;
  openRecent(): void;
  startCrop(ratio: PictureRatio): void;
  applyCrop(): void;
  cancelCrop(): void;
  turn(clockwise: boolean): void;
  flip(axis: 'horizontal' | 'vertical'): void;
  resize(): void;
  toggleBackground(): void;
  cutOut(): void;
  addLayer(kind: LayerKind, text?: string): void;
  toggleSafeZone(): void;
  undo(): void;
  redo(): void;
  exportPicture(): void;
}

interface EditorToolbarProps {
  actions: EditorActions;
  hasPicture: boolean;
  cropping: boolean;
  busy: boolean;
  canUndo: boolean;
  canRedo: boolean;
  safeZone: boolean;
  transparent: boolean;
}

/** The editor's commands in groups: open, the photo, the layers, history and export. Each has its shortcut in the tooltip. */
export function EditorToolbar({
  actions,
  hasPicture,
  cropping,
  busy,
  canUndo,
  canRedo,
  safeZone,
  transparent,
}: EditorToolbarProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `pictureEditor.action.${id}` });
  const [menu, setMenu] = useState<{ kind: 'crop' | 'badge'; anchor: HTMLElement } | null>(null);
  const photoDisabled = !hasPicture || cropping || busy;

  const command = (
    id: string,
    icon: ReactElement,
    onClick: (event: MouseEvent<HTMLElement>) => void,
    disabled = false,
  ) => (
    <Tooltip title={text(id)}>
      <span>
        <IconButton aria-label={text(id)} onClick={onClick} disabled={disabled} size="small">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  /** A switch that stays pressed while on; its tooltip may say more than its name (what a press does). */
  const toggle = (id: string, hint: string, icon: ReactElement, selected: boolean, onChange: () => void) => (
    <Tooltip title={text(hint)}>
      <span>
        <ToggleButton
          value={id}
          size="small"
          selected={selected}
          onChange={onChange}
          disabled={!hasPicture}
          aria-label={text(id)}
          sx={{ border: 0 }}
        >
          {icon}
        </ToggleButton>
      </span>
    </Tooltip>
  );

  if (cropping)
    return (
      <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1} role="toolbar" aria-label={text('toolbar')}>
        <Button variant="contained" startIcon={<Check />} onClick={actions.applyCrop} disabled={busy}>
          {text('applyCrop')}
        </Button>
        <Button startIcon={<Close />} onClick={actions.cancelCrop}>
          {text('cancelCrop')}
        </Button>
      </Stack>
    );

  return (
    <Stack
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      direction="row"
      spacing={0.5}

      useFlexGap
      role="toolbar"
      aria-label={text('toolbar')}
      divider={<Divider orientation="vertical" flexItem />}
    >
      <Stack direction="row" spacing={0.5}>
        {command('openFile', <FolderOpen />, actions.openFile, busy)}
        {command('paste', <ContentPaste />, actions.paste, busy)}
        {command('openFromOzon', <Storefront />, actions.openFromOzon, busy)}
        {command('recent', <History />, actions.openRecent, busy)}
      </Stack>
      <Stack direction="row" spacing={0.5}>
        {command('crop', <Crop />, (event) => setMenu({ kind: 'crop', anchor: event.currentTarget }), photoDisabled)}
        {command('turnLeft', <RotateLeft />, () => actions.turn(false), photoDisabled)}
        {command('turnRight', <RotateRight />, () => actions.turn(true), photoDisabled)}
        {command('flipHorizontal', <Flip />, () => actions.flip('horizontal'), photoDisabled)}
        {command(
          'flipVertical',
          <Flip sx={{ transform: 'rotate(90deg)' }} />,
          () => actions.flip('vertical'),
          photoDisabled,
        )}
        {command('resize', <PhotoSizeSelectLarge />, actions.resize, photoDisabled)}
        {toggle(
          'transparentBackground',
          transparent ? 'backgroundWhite' : 'backgroundTransparent',
          <FormatColorFill fontSize="small" />,
          transparent,
          actions.toggleBackground,
        )}
        {command('cutOut', <AutoFixHigh />, actions.cutOut, photoDisabled)}
      </Stack>
      <Stack direction="row" spacing={0.5}>
        {command('addText', <TextFields />, () => actions.addLayer('text'), !hasPicture)}
        {command(
          'addBadge',
          <LocalOffer />,
          (event) => setMenu({ kind: 'badge', anchor: event.currentTarget }),
          !hasPicture,
        )}
        {command('addRect', <CropSquare />, () => actions.addLayer('rect'), !hasPicture)}
        {command('addEllipse', <CircleOutlined />, () => actions.addLayer('ellipse'), !hasPicture)}
        {toggle('safeZone', 'safeZone', <BorderOuter fontSize="small" />, safeZone, actions.toggleSafeZone)}
      </Stack>
      <Stack direction="row" spacing={0.5}>
        {command('undo', <Undo />, actions.undo, !canUndo || busy)}
        {command('redo', <Redo />, actions.redo, !canRedo || busy)}
      </Stack>
      <Button
        variant="contained"
        size="small"
        startIcon={<Download />}
        onClick={actions.exportPicture}
        disabled={!hasPicture || busy}
      >
        {text('export')}
      </Button>
      <Menu open={Boolean(menu)} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {menu?.kind === 'crop' &&
          (Object.keys(PICTURE_RATIOS) as PictureRatio[]).map((ratio) => (
            <MenuItem
              key={ratio}
              onClick={() => {
                setMenu(null);
                actions.startCrop(ratio);
              }}
            >
              {intl.formatMessage({ id: `pictureEditor.ratio.${ratio.replace(':', 'x')}` })}
            </MenuItem>
          ))}
        {menu?.kind === 'badge' &&
          BADGE_PRESETS.map((preset) => (
            <MenuItem
              key={preset.text}
              onClick={() => {
                setMenu(null);
                actions.addLayer('badge', preset.text);
              }}
            >
              {preset.text}
            </MenuItem>
          ))}
      </Menu>
    </Stack>
  );
}
