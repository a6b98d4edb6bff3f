import { ArrowDown, ArrowUp, GripVertical, ImagePlus, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { PRODUCT_LIMITS } from './schemas';
import { nextImageKey, type ExtraImage } from './product-form';
import { Thumb } from './thumb';
import { useObjectUrl } from './use-object-url';

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * The additional images (issue 20): dragged into order with a mouse or finger, or moved with the
 * arrow buttons from the keyboard; each with its alt text. The order is the product page's order.
 */
export function ExtraImagesField({ images, onChange }: { images: ExtraImage[]; onChange(images: ExtraImage[]): void }) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const room = PRODUCT_LIMITS.extraImages - images.length;
  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return;
    onChange(move(images, from, to));
    setSaid(`Image ${from + 1} moved to position ${to + 1} of ${images.length}.`);
  };
  return (
    <div className="flex min-w-0 flex-col gap-1.5 sm:col-span-2">
      <span className="text-sm font-medium text-slate-800" id={labelId}>
        Additional images
      </span>
      {images.length ? (
        <ol className="flex flex-col gap-2" aria-labelledby={labelId}>
          {images.map((img, i) => (
            <ExtraImageItem
              key={img.key}
              image={img}
              index={i}
              count={images.length}
              onMove={(to) => moveTo(i, to)}
              onAlt={(alt) => onChange(images.map((x) => (x.key === img.key ? { ...x, alt } : x)))}
              onRemove={() => onChange(images.filter((x) => x.key !== img.key))}
              onDragStart={() => setDragged(i)}
              onDrop={() => {
                if (dragged !== null) moveTo(dragged, i);
                setDragged(null);
              }}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">None yet.</p>
      )}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []).slice(0, Math.max(0, room));
          if (files.length) onChange([...images, ...files.map((file) => ({ key: nextImageKey(), file, alt: '' }))]);
          e.target.value = '';
        }}
        data-testid="extra-images-input"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" disabled={room <= 0} onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" />
          Add images
        </Button>
        <span className="text-xs text-slate-600">
          {room > 0 ? `Up to ${PRODUCT_LIMITS.extraImages} in all.` : `The limit is ${PRODUCT_LIMITS.extraImages}.`}
        </span>
      </div>
    </div>
  );
}

interface ItemProps {
  image: ExtraImage;
  index: number;
  count: number;
  onMove(to: number): void;
  onAlt(alt: string): void;
  onRemove(): void;
  onDragStart(): void;
  onDrop(): void;
}

function ExtraImageItem({ image, index, count, onMove, onAlt, onRemove, onDragStart, onDrop }: ItemProps) {
  const preview = useObjectUrl(image.file);
  const label = `Additional image ${index + 1}`;
  const altId = useId();
  return (
    <li
      draggable
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        onDrop();
      }}
      className="grid grid-cols-[auto_auto_minmax(0,1fr)] items-center gap-2 rounded-lg border border-slate-200 bg-white p-2"
    >
      <GripVertical className="size-4 cursor-grab text-slate-400" aria-hidden="true" />
      <div className="relative">
        <Thumb
          src={image.file ? preview : image.url}
          alt={image.alt || (image.file ? `${label}: ${image.file.name}` : label)}
          size={56}
        />
        {image.file ? (
          <span className="absolute bottom-0.5 left-0.5 inline-flex items-center rounded bg-white/90 px-1 text-[10px] font-semibold text-slate-700">
            <Upload className="mr-0.5 size-3" aria-hidden="true" />
            new
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={altId} className="text-xs text-slate-600">
          Alt text of image {index + 1}
        </label>
        <input
          id={altId}
          value={image.alt ?? ''}
          maxLength={PRODUCT_LIMITS.alt}
          placeholder="What the image shows"
          onChange={(e) => onAlt(e.target.value)}
          className="h-8 w-full min-w-0 rounded-md border border-slate-300 px-2 text-base md:text-sm"
        />
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={`Move ${label.toLowerCase()} earlier`}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={`Move ${label.toLowerCase()} later`}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onRemove}
            aria-label={`Remove ${label.toLowerCase()}`}
            className="text-danger-solid hover:bg-danger-soft"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}
