import Box from '@mui/material/Box';
import type Konva from 'konva';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Ellipse, Group, Image as KonvaImage, Label, Layer, Rect, Stage, Tag, Text, Transformer } from 'react-konva';
import { fitCrop, safeZone, type Rect as Box2, type Size } from '../../../../../pictures/pictureGeometry.js';
import type { PictureRatio } from '../../../../../pictures/ozonPictureLimits.js';
import type { PictureDocument, PictureLayer } from '../../../../../pictures/editor/pictureDocument.js';
import { useDecodedPicture } from '../../../../../pictures/useDecodedPicture.js';

/** What the screen asks of the canvas: the picture at its full size, without guides or selection. */
export interface EditorCanvasHandle {
  /** Null while the photo is still being decoded. */
  render(): HTMLCanvasElement | null;
}

export interface CropState {
  ratio: PictureRatio;
  rect: Box2;
}

interface EditorCanvasProps {
  ref: Ref<EditorCanvasHandle>;
  document: PictureDocument;
  selectedId: string | null;
  onSelect(id: string | null): void;
  /** A layer moved, resized or turned on the canvas. */
  onLayerChange(id: string, change: Partial<PictureLayer>): void;
  showSafeZone: boolean;
  crop: CropState | null;
  onCropChange(rect: Box2): void;
  /** The picture's label for assistive technology. */
  label: string;
}

const MIN_VIEW_HEIGHT = 320;

/**
 * The picture on a Konva stage, scaled to fit the screen; every coordinate inside is in the picture's
 * own pixels. Layers drag and transform in place; in crop mode a frame of the chosen ratio moves over
 * the photo with the rest darkened.
 */
export function EditorCanvas(props: EditorCanvasProps) {
  const { ref, document, selectedId, crop, label, showSafeZone, onSelect, onLayerChange, onCropChange } = props;
  const photo = useDecodedPicture(document.photo);
  const container = useRef<HTMLDivElement>(null);
  const stage = useRef<Konva.Stage>(null);
  const content = useRef<Konva.Layer>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const cropFrame = useRef<Konva.Rect>(null);
  const [available, setAvailable] = useState<Size>({ width: 800, height: 600 });

  // The picture fits the width beside the layers and the height below the toolbar, whole in the window.
  useEffect(() => {
    const element = container.current!;
    const measure = () =>
      setAvailable({
        width: element.clientWidth,
        height: Math.max(MIN_VIEW_HEIGHT, window.innerHeight - element.getBoundingClientRect().top - 48),
      });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  const { size } = document;
  const scale = Math.min(available.width / size.width, available.height / size.height, 1);
  const view = { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };

  useImperativeHandle(ref, () => ({
    render() {
      if (document.photo && !photo) return null;
      const drawn = content.current!.toCanvas({
        x: 0,
        y: 0,
        width: view.width,
        height: view.height,
        pixelRatio: size.width / view.width,
      });
      // Konva's canvas may be a pixel off after rounding: the picture is written at exactly its size.
      const exact = window.document.createElement('canvas');
      exact.width = size.width;
      exact.height = size.height;
      exact.getContext('2d')!.drawImage(drawn, 0, 0, size.width, size.height);
      return exact;
    },
  }));

  useEffect(() => {
    const node = crop ? cropFrame.current : selectedId ? stage.current?.findOne(`#${selectedId}`) : null;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selectedId, crop, document]);

  const layerChanged = (layer: PictureLayer, node: Konva.Node) => {
    const scaleX = node.scaleX();
    const scaleY = node.scaleY();
    node.scale({ x: 1, y: 1 });
    const place = { x: Math.round(node.x()), y: Math.round(node.y()), rotation: Math.round(node.rotation()) };
    if (layer.kind === 'text')
      onLayerChange(layer.id, {
        ...place,
        width: Math.round(layer.width * scaleX),
        fontSize: Math.max(4, Math.round(layer.fontSize * scaleY)),
      });
    else if (layer.kind === 'badge')
      onLayerChange(layer.id, { ...place, fontSize: Math.max(4, Math.round(layer.fontSize * scaleY)) });
    else
      onLayerChange(layer.id, {
        ...place,
        width: Math.max(2, Math.round(layer.width * scaleX)),
        height: Math.max(2, Math.round(layer.height * scaleY)),
      });
  };

  const zone = safeZone(size);
  const cropChanged = (node: Konva.Node) => {
    const rect = {
      x: node.x(),
      y: node.y(),
      width: node.width() * node.scaleX(),
      height: node.height() * node.scaleY(),
    };
    node.scale({ x: 1, y: 1 });
    onCropChange(fitCrop(rect, size, crop!.ratio));
  };

  return (
    <Box
      ref={container}
      role="img"
      aria-label={label}
      data-testid="picture-canvas"
      sx={{
        width: '100%',
        display: 'flex',
        justifyContent: 'center',
        '& .konvajs-content': {
          // A transparent background shows as the usual chequerboard.
          backgroundColor: '#fff',
          backgroundImage:
            'linear-gradient(45deg, #e0e0e0 25%, transparent 25%), linear-gradient(-45deg, #e0e0e0 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #e0e0e0 75%), linear-gradient(-45deg, transparent 75%, #e0e0e0 75%)',
          backgroundSize: '20px 20px',
          backgroundPosition: '0 0, 0 10px, 10px -10px, -10px 0',
          boxShadow: 1,
        },
      }}
    >
      <Stage
        ref={stage}
        width={view.width}
        height={view.height}
        scaleX={scale}
        scaleY={scale}
        onMouseDown={(event) => {
          if (!crop && event.target === event.target.getStage()) onSelect(null);
        }}
      >
        <Layer ref={content}>
          {document.background === 'white' && (
            <Rect width={size.width} height={size.height} fill="#FFFFFF" listening={false} />
          )}
          {photo && (
            <KonvaImage
              image={photo}
              width={size.width}
              height={size.height}
              onMouseDown={() => !crop && onSelect(null)}
            />
          )}
          {document.layers.map((layer) => (
            <Group
              key={layer.id}
              id={layer.id}
              name={layer.name}
              x={layer.x}
              y={layer.y}
              rotation={layer.rotation}
              visible={!layer.hidden}
              draggable={!crop}
              listening={!crop}
              onMouseDown={() => onSelect(layer.id)}
              onTap={() => onSelect(layer.id)}
              onDragEnd={(event) => layerChanged(layer, event.target)}
              onTransformEnd={(event) => layerChanged(layer, event.target)}
            >
              <LayerShape layer={layer} />
            </Group>
          ))}
        </Layer>
        <Layer>
          {showSafeZone && !crop && (
            <Rect {...zone} stroke="#005BFF" strokeWidth={2 / scale} dash={[12 / scale, 8 / scale]} listening={false} />
          )}
          {crop && <CropShade size={size} rect={crop.rect} />}
          {crop && (
            <Rect
              ref={cropFrame}
              {...crop.rect}
              stroke="#FFFFFF"
              strokeWidth={2 / scale}
              draggable
              onDragEnd={(event) => cropChanged(event.target)}
              onTransformEnd={(event) => cropChanged(event.target)}
            />
          )}
          <Transformer
            ref={transformer}
            keepRatio={Boolean(crop)}
            enabledAnchors={crop ? ['top-left', 'top-right', 'bottom-left', 'bottom-right'] : undefined}
            rotateEnabled={!crop}
            anchorSize={10}
            flipEnabled={false}
          />
        </Layer>
      </Stage>
    </Box>
  );
}

/** The layers' text face: the app's own, so the editor shows what the exported picture will carry. */
const LAYER_FONT = 'Roboto, Arial, sans-serif';

function LayerShape({ layer }: { layer: PictureLayer }) {
  switch (layer.kind) {
    case 'text':
      return (
        <Text
          text={layer.text}
          width={layer.width}
          fontSize={layer.fontSize}
          fill={layer.color}
          fontStyle={layer.bold ? 'bold' : 'normal'}
          fontFamily={LAYER_FONT}
        />
      );
    case 'badge':
      return (
        <Label>
          <Tag fill={layer.fill} cornerRadius={layer.fontSize * 0.35} />
          <Text
            text={layer.text}
            fontSize={layer.fontSize}
            fill={layer.color}
            fontStyle="bold"
            fontFamily={LAYER_FONT}
            padding={layer.fontSize * 0.35}
          />
        </Label>
      );
    case 'rect':
      return (
        <Rect
          width={layer.width}
          height={layer.height}
          fill={layer.fill}
          stroke={layer.stroke}
          strokeWidth={layer.strokeWidth}
        />
      );
    case 'ellipse':
      return (
        <Ellipse
          x={layer.width / 2}
          y={layer.height / 2}
          radiusX={layer.width / 2}
          radiusY={layer.height / 2}
          fill={layer.fill}
          stroke={layer.stroke}
          strokeWidth={layer.strokeWidth}
        />
      );
  }
}

/** The photo outside the crop frame, darkened. */
function CropShade({ size, rect }: { size: Size; rect: Box2 }) {
  const shade = { fill: 'rgba(0, 0, 0, 0.55)', listening: false };
  return (
    <>
      <Rect x={0} y={0} width={size.width} height={rect.y} {...shade} />
      <Rect x={0} y={rect.y + rect.height} width={size.width} height={size.height - rect.y - rect.height} {...shade} />
      <Rect x={0} y={rect.y} width={rect.x} height={rect.height} {...shade} />
      <Rect
        x={rect.x + rect.width}
        y={rect.y}
        width={size.width - rect.x - rect.width}
        height={rect.height}
        {...shade}
      />
    </>
  );
}
