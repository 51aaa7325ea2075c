import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OzonProduct } from '../../../../../../contracts/ozonProducts.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { ozonProductListQuery } from '../../../../../queries/ozonProducts.js';

interface OzonPictureDialogProps {
  open: boolean;
  onClose(): void;
  onPicture(picture: Blob, product: OzonProduct): void;
}

/** Picks an imported Ozon card by name and opens its primary picture, read through the server. */
export function OzonPictureDialog({ open, onClose, onPicture }: OzonPictureDialogProps) {
  const intl = useIntl();
  const api = useApi();
  const text = (id: string) => intl.formatMessage({ id: `pictureEditor.ozon.${id}` });
  const [name, setName] = useState('');
  const search = useDeferredValue(name.trim());
  const products = useQuery({
    ...ozonProductListQuery(api, { ProductName: search || null, Count: 20, Offset: 0 }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const picture = useMutation({
    mutationFn: async (product: OzonProduct) => {
      const file = await api.download(
        'reader',
        'v1/OzonProduct/PrimaryPicture',
        { method: 'get', searchParams: { productPackageID: product.ProductPackageID } },
        'picture.jpg',
        'data',
      );
      return { blob: file.blob, product };
    },
    onSuccess: ({ blob, product }) => onPicture(blob, product),
  });
  const items = (products.data?.Items ?? []).filter((product) => product.PrimaryImage);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{text('title')}</DialogTitle>
      <DialogContent>
        <TextField
          label={text('search')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          fullWidth
          size="small"
          autoFocus
          sx={{ mt: 1 }}
        />
        {(products.isFetching || picture.isPending) && <LinearProgress sx={{ mt: 1 }} />}
        {products.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {describeError(products.error, intl)}
          </Alert>
        )}
        {picture.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {describeError(picture.error, intl)}
          </Alert>
        )}
        {products.isSuccess && items.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {text(search ? 'nothingFound' : 'noProducts')}
          </Typography>
        )}
        <List dense aria-label={text('title')}>
          {items.map((product) => (
            <ListItemButton
              key={product.ProductPackageID}
              disabled={picture.isPending}
              onClick={() => picture.mutate(product)}
            >
              <ListItemText
                primary={product.Name}
                secondary={`ID ${product.ProductPackageID} · SKU ${product.Sku ?? '—'}`}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
