// DOM matchers (toBeInTheDocument, toHaveAccessibleName, ...) for component tests.
import '@testing-library/jest-dom';

// The store views come from the backend at run time; unit tests start with the ones the
// embedded backend seeds (a test of another backend sets its own with setStoreViews).
import { loadSeededStoreViews } from './lib/__fixtures__/store-views';

loadSeededStoreViews();
