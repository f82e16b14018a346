export const ownDataMessages = {
  el: {
    password_required: 'Συμπληρώστε τον κωδικό σας για να επιβεβαιώσετε ότι είστε εσείς.',
    google_sign_in_required:
      'Ο λογαριασμός σας δεν έχει κωδικό. Συνδεθείτε ξανά με την Google για να επιβεβαιώσετε τη διαγραφή.',
    google_account_mismatch: 'Η σύνδεση με την Google δεν αντιστοιχεί σε αυτόν τον λογαριασμό.',
    account_deleted: 'Ο λογαριασμός σας διαγράφηκε. Σας στείλαμε επιβεβαίωση στο email σας.',
    consents_withdrawn: 'Δεν θα λαμβάνετε πλέον newsletter ούτε άλλα διαφημιστικά μηνύματα.',
  },
  en: {
    password_required: 'Enter your password to confirm it is you.',
    google_sign_in_required:
      'Your account has no password. Sign in with Google again to confirm the deletion.',
    google_account_mismatch: 'That Google sign-in is not the one of this account.',
    account_deleted: 'Your account has been deleted. We have sent a confirmation to your email.',
    consents_withdrawn: 'You will no longer receive the newsletter or other marketing messages.',
  },
} as const;
