import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';

interface GoogleButtonProps {
  clientId: string;
  onCredential: (credential: string) => void;
  onFailure: () => void;
}

/**
 * Google's sign-in button. Loaded on demand (React.lazy) and only when the server names a
 * Google client id, so neither this code nor Google's script reaches visitors otherwise.
 */
export default function GoogleButton({ clientId, onCredential, onFailure }: GoogleButtonProps) {
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadError={onFailure}>
      <GoogleLogin
        onSuccess={(response) => (response.credential ? onCredential(response.credential) : onFailure())}
        onError={onFailure}
        text="continue_with"
        shape="pill"
        width={300}
        containerProps={{ className: 'flex min-h-10 justify-center' }}
      />
    </GoogleOAuthProvider>
  );
}
