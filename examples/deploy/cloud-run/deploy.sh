#!/bin/sh
# Creates what service.yaml refers to, then deploys it. Run it next to service.yaml, signed in to
# gcloud, with the project and the region to use:
#   PROJECT_ID=my-project REGION=europe-west1 sh deploy.sh
set -eu

: "${PROJECT_ID:?set PROJECT_ID}"
: "${REGION:?set REGION}"
SERVICE_ACCOUNT="flowloom@${PROJECT_ID}.iam.gserviceaccount.com"
# Hex characters only: the password then needs no escaping inside the database URL.
DB_PASSWORD="$(openssl rand -hex 24)"

gcloud config set project "$PROJECT_ID"
gcloud services enable run.googleapis.com sqladmin.googleapis.com secretmanager.googleapis.com

# PostgreSQL on Cloud SQL; the service reaches it through the instance's Unix socket.
gcloud sql instances create flowloom --database-version=POSTGRES_17 --edition=enterprise \
  --tier=db-custom-1-3840 --region="$REGION"
gcloud sql databases create flowloom --instance=flowloom
gcloud sql users create flowloom --instance=flowloom --password="$DB_PASSWORD"

# Flowloom's secrets, in Secret Manager.
printf '%s' "$(openssl rand -hex 32)" | gcloud secrets create flowloom-secret-key --data-file=-
printf '%s' "$(openssl rand -hex 16)" | gcloud secrets create flowloom-superuser-password --data-file=-
printf '%s' "postgresql://flowloom:${DB_PASSWORD}@/flowloom?host=/cloudsql/${PROJECT_ID}:${REGION}:flowloom" |
  gcloud secrets create flowloom-database-url --data-file=-

# Runs a command up to 5 times, 5 seconds apart: IAM may reject a service account for a few
# seconds after its creation.
retry() {
  tries=1
  until "$@"; do
    if [ "$tries" -ge 5 ]; then
      return 1
    fi
    tries=$((tries + 1))
    echo "Retrying in 5 seconds: $*" >&2
    sleep 5
  done
}

# The service's identity: it reads the secrets, connects to Cloud SQL and writes the bucket.
gcloud iam service-accounts create flowloom --display-name=Flowloom
for secret in flowloom-secret-key flowloom-superuser-password flowloom-database-url; do
  retry gcloud secrets add-iam-policy-binding "$secret" \
    --member="serviceAccount:${SERVICE_ACCOUNT}" --role=roles/secretmanager.secretAccessor
done
retry gcloud projects add-iam-policy-binding "$PROJECT_ID" \
  --member="serviceAccount:${SERVICE_ACCOUNT}" --role=roles/cloudsql.client

# The config directory.
gcloud storage buckets create "gs://${PROJECT_ID}-flowloom" --location="$REGION" \
  --uniform-bucket-level-access
retry gcloud storage buckets add-iam-policy-binding "gs://${PROJECT_ID}-flowloom" \
  --member="serviceAccount:${SERVICE_ACCOUNT}" --role=roles/storage.objectUser

sed -e "s/PROJECT_ID/${PROJECT_ID}/g" -e "s/REGION/${REGION}/g" service.yaml >service.deployed.yaml
gcloud run services replace service.deployed.yaml --region="$REGION"
# Anyone may open the UI: Flowloom's own sign-in protects it (FLOWLOOM_AUTO_LOGIN is false).
gcloud run services add-iam-policy-binding flowloom --region="$REGION" \
  --member=allUsers --role=roles/run.invoker

echo "The superuser password (FLOWLOOM_SUPERUSER_PASSWORD) is printed by:"
echo "  gcloud secrets versions access latest --secret=flowloom-superuser-password"
