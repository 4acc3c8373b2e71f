/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { lensOptions } from '@/lib/catalog/lens-options';
import { ProductChoiceProvider } from '@/components/product/ProductChoiceProvider';
import { useConfiguratorStore } from '@/lib/eyewear/configurator-store';
import type { Prescription } from '@/shared/prescription/rules';
import { uploadNotAvailable, type PrescriptionServices } from '@/lib/eyewear/prescription-services';
import type { CustomizableOption } from '@/lib/magento/product';
import { initialAppState, useAppStore } from '@/lib/state/app-store';
import { useCartStore } from '@/lib/state/cart-store';
import { FeaturesProvider } from '@/components/app/FeaturesProvider';
import type { FeatureId } from '@/lib/features/registry';
import { LensConfigurator } from './LensConfigurator';
import { FRAME_PROPS, PRESCRIPTION_OPTION, frameChoices, frameView } from './test-fixtures';

jest.mock('next-intl', () => require('@/components/eyewear/test-intl').nextIntlMock);

const value = (sku: string, title: string, price: number) => ({
  uid: `uid-${sku}`,
  sku,
  title,
  price,
  price_type: 'FIXED' as const,
  sort_order: 0,
});
const radio = (uid: string, title: string, values: ReturnType<typeof value>[]): CustomizableOption => ({
  uid,
  title,
  required: true,
  sort_order: 0,
  __typename: 'CustomizableRadioOption',
  choices: values,
});

const OPTIONS = lensOptions([
  radio('o-usage', 'Usage', [
    value('usage-single-vision', 'Single vision', 0),
    value('usage-progressive', 'Progressive', 149),
    value('usage-non-prescription', 'Non-prescription', 0),
  ]),
  radio('o-type', 'Lens type', [value('lens-type-clear', 'Clear', 0), value('lens-type-blue-light', 'Blue-light filter', 29)]),
  radio('o-index', 'Lens index', [value('lens-index-150', '1.50 Standard', 0), value('lens-index-167', '1.67 Extra thin', 59)]),
  {
    uid: 'o-coatings',
    title: 'Coatings',
    required: false,
    sort_order: 0,
    __typename: 'CustomizableCheckboxOption',
    choices: [value('coatings-water-repellent', 'Water repellent', 15)],
  },
  PRESCRIPTION_OPTION,
]);

const CHOICES = frameChoices(frameView({ sku: 'NVK-ELIN-BLK', parentSku: 'NVK-ELIN', selectedOptions: ['uid-black'] }));

/** Without the backend's prescription services unless a test gives its own (the real ones call Magento). */
const NO_SERVICES: PrescriptionServices = { savedPrescriptions: null, uploadPrescription: uploadNotAvailable };

function renderConfigurator(services: PrescriptionServices = NO_SERVICES, features: FeatureId[] = ['prescriptions']) {
  return render(
    <FeaturesProvider features={features}>
      <ProductChoiceProvider choices={CHOICES} initialSelection={{}}>
        <LensConfigurator {...FRAME_PROPS} options={OPTIONS} services={services} />
      </ProductChoiceProvider>
    </FeaturesProvider>,
  );
}

/** "Next": the prescription step's code comes on demand, so the step may change a moment after the click. */
const next = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const heading = () => screen.getByRole('heading', { level: 2, name: (name) => !['Your glasses'].includes(name) });
const total = () => screen.getByText(/^Total: /).textContent;
const type = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });

function typePrescription(values: { sph: string; cyl?: string; axis?: string; date: string }) {
  fireEvent.click(screen.getByRole('radio', { name: /Type it in/ }));
  const right = screen.getByRole('group', { name: 'Right eye (OD)' });
  const left = screen.getByRole('group', { name: 'Left eye (OS)' });
  type(within(right).getByLabelText('SPH (sphere)'), values.sph);
  if (values.cyl) type(within(right).getByLabelText('CYL (cylinder)'), values.cyl);
  if (values.axis) type(within(right).getByLabelText('AXIS'), values.axis);
  type(within(left).getByLabelText('SPH (sphere)'), '-1');
  type(screen.getByLabelText('PD'), '63');
  type(screen.getByLabelText('Prescription date'), values.date);
}

describe('LensConfigurator', () => {
  const getCart = jest.fn(async () => 'cart-1');
  const addItem = jest.fn(async () => undefined);

  beforeEach(() => {
    sessionStorage.clear();
    useConfiguratorStore.setState({ configurations: {} });
    useAppStore.setState(initialAppState);
    useCartStore.setState({ getCart, addItem });
    getCart.mockClear();
    addItem.mockClear();
  });

  it('goes step by step with Back and Next, focusing each step’s heading, and keeps the choices', async () => {
    renderConfigurator();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('What will you use these glasses for?');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /Progressive/ }));
    await next();
    expect(heading()).toHaveTextContent('Your prescription');
    expect(heading()).toHaveFocus();
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();

    await click(screen.getByRole('button', { name: 'Back' }));
    expect(heading()).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Progressive/ })).toBeChecked();
    // The step list goes back to a done step.
    await next();
    await click(screen.getByRole('button', { name: 'Usage' }));
    expect(heading()).toHaveTextContent('What will you use these glasses for?');
  });

  it('skips the prescription for non-prescription lenses', async () => {
    renderConfigurator();
    fireEvent.click(screen.getByRole('radio', { name: /Non-prescription/ }));
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await next();
    expect(heading()).toHaveTextContent('Choose the lens type');
  });

  it('shows each choice’s add-on and the running total', () => {
    renderConfigurator();
    expect(screen.getByRole('radio', { name: /Progressive/ }).closest('label')).toHaveTextContent('+£149.00');
    expect(screen.getByRole('radio', { name: /Single vision/ }).closest('label')).toHaveTextContent('Included');
    expect(total()).toBe('Total: £100.00');
    fireEvent.click(screen.getByRole('radio', { name: /Progressive/ }));
    expect(total()).toBe('Total: £249.00');
  });

  it('refuses to go on until the prescription is given, then focuses the first field to fix', async () => {
    renderConfigurator();
    await next();
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose how you will give us your prescription.');
    expect(screen.getByRole('group', { name: 'How would you like to give us your prescription?' })).toHaveAccessibleDescription(
      'Choose how you will give us your prescription.',
    );

    typePrescription({ sph: '-25', cyl: '-0.50', date: '2999-01-01' });
    await next();
    const right = screen.getByRole('group', { name: 'Right eye (OD)' });
    expect(within(right).getByLabelText('SPH (sphere)')).toHaveFocus();
    expect(within(right).getByLabelText('AXIS')).toHaveAttribute('aria-invalid', 'true');
    expect(heading()).toHaveTextContent('Your prescription');

    type(within(right).getByLabelText('SPH (sphere)'), '-4.50');
    type(within(right).getByLabelText('AXIS'), '90');
    type(screen.getByLabelText('Prescription date'), '2025-11-03');
    await next();
    expect(heading()).toHaveTextContent('Choose the lens type');
  });

  it('recommends the index for the prescription and adds the configuration to the cart, then opens the mini cart', async () => {
    renderConfigurator();
    await next();
    typePrescription({ sph: '-4.50', cyl: '-0.50', axis: '90', date: '2025-11-03' });
    await next();
    fireEvent.click(screen.getByRole('radio', { name: /Blue-light filter/ }));
    await next();
    expect(screen.getByRole('radio', { name: /1\.67 Extra thin/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /1\.67 Extra thin/ }).closest('label')).toHaveTextContent('Recommended for your prescription');
    await next();
    fireEvent.click(screen.getByRole('checkbox', { name: /Water repellent/ }));
    await next();

    expect(heading()).toHaveTextContent('Review your glasses');
    expect(screen.getByText('OD SPH -4.50 CYL -0.50 AXIS 90 · OS SPH -1.00 · PD 63 · DATE 2025-11-03')).toBeInTheDocument();
    expect(total()).toBe('Total: £203.00');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    expect(getCart).toHaveBeenCalledWith('uk');
    expect(addItem).toHaveBeenCalledWith({
      sku: 'NVK-ELIN-BLK',
      parentSku: 'NVK-ELIN',
      quantity: 1,
      selectedOptions: [
        'uid-black',
        'uid-usage-single-vision',
        'uid-lens-type-blue-light',
        'uid-lens-index-167',
        'uid-coatings-water-repellent',
      ],
      enteredOptions: [{ uid: 'o-rx', value: 'OD SPH -4.50 CYL -0.50 AXIS 90 · OS SPH -1.00 · PD 63 · DATE 2025-11-03' }],
      images: [],
    });
    expect(useAppStore.getState().drawer).toBe('cart');
    expect(screen.getByText('Added to your cart.')).toBeInTheDocument();
  });

  it('writes "send it later" into the cart line, and says why adding failed', async () => {
    addItem.mockRejectedValueOnce(new Error('The requested qty is not available'));
    renderConfigurator();
    await next();
    fireEvent.click(screen.getByRole('radio', { name: /Send it later/ }));
    await next();
    await next();
    await next();
    await next();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    expect(addItem).toHaveBeenCalledWith(
      expect.objectContaining({ enteredOptions: [{ uid: 'o-rx', value: 'Prescription to follow: the customer will send it later.' }] }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The product could not be added to the cart: The requested qty is not available');
    expect(useAppStore.getState().drawer).toBeNull();
  });

  it('answers an upload with "not available yet" when the backend offers none', async () => {
    renderConfigurator();
    await next();
    fireEvent.click(screen.getByRole('radio', { name: /Upload a photo or PDF/ }));
    const input = screen.getByLabelText('Photo or PDF of your prescription');
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'rx.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Uploading is not available yet/));
  });

  it('refuses a renamed executable before uploading, and uses an upload service when there is one', async () => {
    const uploadPrescription = jest.fn(async () => ({ status: 'uploaded' as const, uid: 'file-1' }));
    renderConfigurator({ savedPrescriptions: null, uploadPrescription });
    await next();
    fireEvent.click(screen.getByRole('radio', { name: /Upload a photo or PDF/ }));
    const input = screen.getByLabelText('Photo or PDF of your prescription');
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'rx.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(input, { target: { files: [exe] } }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Choose a JPG, PNG or PDF file\./));
    expect(uploadPrescription).not.toHaveBeenCalled();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'rx.png', { type: 'image/png' });
    await act(async () => fireEvent.change(input, { target: { files: [png] } }));
    await waitFor(() => expect(screen.getByText('rx.png was sent.')).toBeInTheDocument());
    expect(uploadPrescription).toHaveBeenCalledWith(png, { store: 'uk', type: 'image/png' });
    await next();
    expect(heading()).toHaveTextContent('Choose the lens type');
  });

  it('offers the signed-in shopper’s saved prescriptions when a source gives them', async () => {
    const saved: Prescription = {
      name: 'Office',
      date: '2025-10-01',
      pdMode: 'single',
      pd: 62,
      od: { sph: -5.5, cyl: null, axis: null, add: null, prism: null, prismBase: null, pd: null },
      os: { sph: -6, cyl: null, axis: null, add: null, prism: null, prismBase: null, pd: null },
    };
    const load = jest.fn(async () => [{ uid: 'rx-1', prescription: saved }]);
    renderConfigurator({ savedPrescriptions: { load }, uploadPrescription: jest.fn() });
    await next();
    fireEvent.click(await screen.findByRole('radio', { name: /Use a saved prescription/ }));
    fireEvent.click(screen.getByRole('radio', { name: /^Office, 1 October 2025/ }));
    await next();
    await next();
    expect(screen.getByRole('radio', { name: /1\.67 Extra thin/ })).toBeChecked();
    expect(load).toHaveBeenCalledWith('uk');
  });

  it('does not offer saved prescriptions to a shopper who is not signed in', async () => {
    const load = jest.fn(async () => null);
    renderConfigurator({ savedPrescriptions: { load }, uploadPrescription: jest.fn() });
    await next();
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.queryByRole('radio', { name: /Use a saved prescription/ })).toBeNull();
  });

  it('offers only typing the prescription when the backend has no prescriptions feature, and asks it for none', async () => {
    const load = jest.fn(async () => []);
    renderConfigurator({ savedPrescriptions: { load }, uploadPrescription: jest.fn() }, []);
    await next();
    expect(screen.getByRole('radio', { name: /Type it in/ })).toBeInTheDocument();
    for (const name of [/Use a saved prescription/, /Upload a photo or PDF/, /Send it later/]) {
      expect(screen.queryByRole('radio', { name })).toBeNull();
    }
    expect(load).not.toHaveBeenCalled();
  });

  it('picks up where the shopper was after a reload', async () => {
    const { unmount } = renderConfigurator();
    fireEvent.click(screen.getByRole('radio', { name: /Progressive/ }));
    await next();
    unmount();
    // A reload: the page starts with nothing in memory, and what was kept in sessionStorage.
    const kept = sessionStorage.getItem('lens-configurator')!;
    useConfiguratorStore.setState({ configurations: {} });
    sessionStorage.setItem('lens-configurator', kept);
    await act(async () => {
      renderConfigurator();
    });
    await waitFor(() => expect(heading()).toHaveTextContent('Your prescription'));
    expect(total()).toBe('Total: £249.00');
  });
});
