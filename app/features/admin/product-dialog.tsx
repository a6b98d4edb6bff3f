import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { CATEGORIES, categoryName } from '#core/catalog/categories';
import type { Product } from '#core/schemas/catalog';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/toast';
import { refusalReason } from '~/lib/api';
import { saveProduct, uploadImages } from './api';
import { BrandCombobox } from './brand-combobox';
import { ExtraImagesField } from './extra-images';
import { Field } from '~/components/ui/field';
import { ADMIN_MSG } from './messages';
import {
  emptyForm,
  fieldErrors,
  formFromProduct,
  hasMainImage,
  newFiles,
  otherSpecKeys,
  specFieldsFor,
  toPayload,
  type FieldErrors,
  type ProductForm,
} from './product-form';
import { adminKeys } from './queries';
import { PRODUCT_LIMITS } from './schemas';
import { Thumb } from './thumb';
import { useObjectUrl } from './use-object-url';

const PRODUCT_CATEGORY_OPTIONS = CATEGORIES.filter((c) => c.id !== 'all');

export interface ProductDialogProps {
  /** The product to edit; absent to add a new one. */
  product?: Product | null;
  brands: readonly string[];
  onClose(): void;
  /** After a successful save (the dialog has already announced it). */
  onSaved?(product: Product, mode: 'create' | 'edit'): void;
}

/**
 * Spec section 2 'Product dialog': mount it to open it (with a `key` per product), unmount to close.
 * Save: main image check, then new images upload, then POST or PUT /api/products, then close.
 */
export function ProductDialog({ product, brands, onClose, onSaved }: ProductDialogProps) {
  const mode = product ? 'edit' : 'create';
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ProductForm>(() => (product ? formFromProduct(product) : emptyForm()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  // Why the server refused the last save: the toast keeps the spec's words, this says what to fix.
  const [saveError, setSaveError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mainInput = useRef<HTMLInputElement>(null);

  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const setSpec = (key: string, value: string) =>
    setForm((f) => ({ ...f, specifications: { ...f.specifications, [key]: value } }));
  const removeSpec = (key: string) =>
    setForm((f) => {
      const { [key]: _removed, ...rest } = f.specifications;
      return { ...f, specifications: rest };
    });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (!hasMainImage(form)) {
      toast({ ...ADMIN_MSG.mainImage, variant: 'destructive' });
      setErrors((e) => ({ ...e, image: ADMIN_MSG.mainImage.description }));
      mainInput.current?.focus();
      return;
    }
    const found = fieldErrors(form);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      // After React has marked the fields invalid: move to the first one.
      window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    if (mode === 'edit' && (product?.id == null || String(product.id).trim() === '')) {
      toast({ title: ADMIN_MSG.saveFailed.title, description: ADMIN_MSG.productIdRequired, variant: 'destructive' });
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const urls = await uploadImages(newFiles(form));
      const saved = await saveProduct(toPayload(form, urls), mode === 'edit' ? product!.id : undefined);
      toast({
        title: mode === 'edit' ? ADMIN_MSG.productUpdated : ADMIN_MSG.productCreated,
        description: saved?.name ?? form.name,
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.products });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
      void queryClient.invalidateQueries({ queryKey: adminKeys.brands });
      onSaved?.(saved, mode);
      onClose();
    } catch (error) {
      toast({ ...ADMIN_MSG.saveFailed, variant: 'destructive' });
      setSaveError(refusalReason(error));
      setSaving(false);
    }
  }

  const fields = specFieldsFor(form.category);
  const others = otherSpecKeys(form);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={mode === 'edit' ? 'Edit Product' : 'Add New Product'}
      description={mode === 'edit' ? `Change the details of ${product!.name}.` : 'Fields marked * are required.'}
      busy={saving}
      className="max-w-3xl"
      bodyClassName="max-h-[70vh]"
      form={{ ref: formRef, onSubmit }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? 'Saving...' : 'Save Product'}
          </Button>
          {saveError ? (
            <p role="alert" className="text-sm text-danger sm:order-first sm:mr-auto sm:self-center">
              {saveError}
            </p>
          ) : null}
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" required error={errors.name} className="sm:col-span-2">
          {(c) => (
            <Input
              {...c}
              data-autofocus
              required
              maxLength={PRODUCT_LIMITS.name}
              value={form.name}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </Field>
        <Field label="Brand" required error={errors.brand} hint="Pick a brand, or type a new one and choose Create.">
          {(c) => (
            <BrandCombobox {...c} required value={form.brand} brands={brands} onChange={(v) => set('brand', v)} />
          )}
        </Field>
        <Field label="Category" required error={errors.category}>
          {(c) => (
            <Select {...c} required value={form.category} onChange={(e) => set('category', e.target.value)}>
              <option value="" disabled>
                Select a category
              </option>
              {PRODUCT_CATEGORY_OPTIONS.map((cat) => (
                <option key={cat.id} value={cat.id}>
                  {cat.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Price (KES)" required error={errors.price}>
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              required
              value={form.price}
              onChange={(e) => set('price', e.target.value)}
            />
          )}
        </Field>
        <Field label="Stock" required error={errors.countInStock}>
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              required
              value={form.countInStock}
              onChange={(e) => set('countInStock', e.target.value)}
            />
          )}
        </Field>
        <Field label="Compare-at (KES)" hint="The price before the sale, above the price: the shop shows the saving.">
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="decimal"
              min={0}
              step={1}
              value={form.compareAtPrice}
              onChange={(e) => set('compareAtPrice', e.target.value)}
            />
          )}
        </Field>
        <Field label="SKU" hint="Optional; unique in the shop.">
          {(c) => (
            <Input
              {...c}
              maxLength={PRODUCT_LIMITS.sku}
              value={form.sku}
              onChange={(e) => set('sku', e.target.value)}
            />
          )}
        </Field>
        <Field label="Status" hint="Draft and archived products are hidden from the shop.">
          {(c) => (
            <Select {...c} value={form.status} onChange={(e) => set('status', e.target.value as ProductForm['status'])}>
              <option value="active">Active</option>
              <option value="draft">Draft</option>
              <option value="archived">Archived</option>
            </Select>
          )}
        </Field>
        <Field
          label="Warranty (months)"
          hint="The maker's warranty, e.g. 36 for a CPU, 6 for a mouse. Empty: none stated."
        >
          {(c) => (
            <Input
              {...c}
              type="number"
              min={0}
              max={120}
              step={1}
              value={form.warrantyMonths ?? ''}
              onChange={(e) => set('warrantyMonths', e.target.value)}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900 sm:col-span-2">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={form.layaway ?? false}
            onChange={(e) => set('layaway', e.target.checked)}
          />
          Layaway: may be bought with a deposit (when layaway is on in Settings)
        </label>
        <Field label="Description" className="sm:col-span-2">
          {(c) => (
            <Textarea
              {...c}
              rows={4}
              maxLength={PRODUCT_LIMITS.description}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>

        <fieldset className="min-w-0 rounded-xl border border-slate-200 p-4 sm:col-span-2">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            Specifications{form.category ? ` (${categoryName(form.category)})` : ''}
          </legend>
          {!form.category ? (
            <p className="text-sm text-slate-600">Choose a category to see its specification fields.</p>
          ) : fields.length === 0 ? (
            <p className="text-sm text-slate-600">{categoryName(form.category)} have no specification fields.</p>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2" data-testid="spec-fields">
              {fields.map((key) => (
                <Field key={key} label={key}>
                  {(c) => (
                    <Input
                      {...c}
                      maxLength={PRODUCT_LIMITS.specValue}
                      value={form.specifications[key] ?? ''}
                      onChange={(e) => setSpec(key, e.target.value)}
                    />
                  )}
                </Field>
              ))}
            </div>
          )}
          {others.length ? (
            <div className="mt-4 border-t border-slate-200 pt-3">
              <p className="text-sm font-medium text-slate-800">Other specifications</p>
              <p className="text-xs text-slate-600">Kept on save; they are not fields of this category.</p>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {others.map((key) => (
                  <div key={key} className="flex items-end gap-2">
                    <Field label={key} className="flex-1">
                      {(c) => (
                        <Input
                          {...c}
                          maxLength={PRODUCT_LIMITS.specValue}
                          value={form.specifications[key] ?? ''}
                          onChange={(e) => setSpec(key, e.target.value)}
                        />
                      )}
                    </Field>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove specification ${key}`}
                      onClick={() => removeSpec(key)}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </div>
                ))}
              </div>
            </div>
          ) : null}
        </fieldset>

        <MainImageField
          form={form}
          inputRef={mainInput}
          error={errors.image}
          onFile={(file) => {
            set('imageFile', file);
            setErrors((e) => ({ ...e, image: undefined }));
          }}
        />
        <Field label="Main picture alt text" hint="What the picture shows, for people who cannot see it.">
          {(c) => (
            <Input
              {...c}
              maxLength={PRODUCT_LIMITS.alt}
              value={form.mainAlt}
              onChange={(e) => set('mainAlt', e.target.value)}
            />
          )}
        </Field>
        <ExtraImagesField images={form.images} onChange={(images) => set('images', images)} />
      </div>
    </Dialog>
  );
}

function MainImageField({
  form,
  inputRef,
  error,
  onFile,
}: {
  form: ProductForm;
  inputRef: RefObject<HTMLInputElement | null>;
  error?: string;
  onFile(file: File | null): void;
}) {
  const preview = useObjectUrl(form.imageFile);
  const src = form.imageFile ? preview : form.image || undefined;
  return (
    <Field label="Main image" required error={error} hint="One image file (JPEG, PNG, WebP or AVIF, up to 10 MB).">
      {(c) => (
        <div className="flex items-start gap-3">
          <div data-testid="main-image-preview">
            <Thumb
              src={src}
              alt={form.imageFile ? `Preview of ${form.imageFile.name}` : form.image ? 'Current main image' : ''}
              size={96}
            />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <input
              {...c}
              ref={inputRef}
              type="file"
              accept="image/*"
              onChange={(e) => onFile(e.target.files?.[0] ?? null)}
              className="block w-full min-w-0 text-sm text-slate-700"
            />
            {form.imageFile ? (
              <p className="truncate text-xs text-slate-600">
                New: {form.imageFile.name}
                {form.image ? ' (replaces the current image on save)' : ''}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}
